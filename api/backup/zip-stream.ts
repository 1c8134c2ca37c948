import { crc32, createDeflateRaw } from 'node:zlib';

/** Where the zip's bytes go, a chunk at a time; resolves when the next chunk may be written. */
export type ZipSink = (chunk: Buffer) => Promise<void>;

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const UTF8_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
/** 1 January 2026, 00:00 in MS-DOS time: the entries' dates say nothing; the file name has the moment. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

type Field = readonly [bytes: 2 | 4, value: number];

/** Little-endian fields one after another, as every zip record is laid out. */
function record(fields: readonly Field[], name?: Buffer): Buffer {
  const out = Buffer.alloc(fields.reduce((n, [bytes]) => n + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) {
    // Throws past 65,535 or 4 GB (zlib's crc32 is already unsigned): an archive that says a
    // wrong size must not look complete.
    if (bytes === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value, at);
    at += bytes;
  }
  return name ? Buffer.concat([out, name]) : out;
}

/** The fields a local header and a central directory entry share, from «flags» to «extra length». */
const sharedFields = (crc: number, compressed: number, size: number, name: Buffer): Field[] => [
  [2, UTF8_AND_DESCRIPTOR],
  [2, DEFLATE],
  [2, DOS_TIME],
  [2, DOS_DATE],
  [4, crc],
  [4, compressed],
  [4, size],
  [2, name.length],
  [2, 0],
];

/**
 * A zip archive written as it is made (PKWARE's APPNOTE: local headers with a data descriptor
 * after each file, then the central directory), so that a table of a million rows is never
 * held in memory whole. Files of up to 4 GB each and the archive too (no ZIP64).
 */
export class ZipStream {
  private readonly entries: Entry[] = [];
  private offset = 0;

  constructor(private readonly sink: ZipSink) {}

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    await this.sink(chunk);
  }

  /** One file of the archive, its text given piece by piece. */
  async file(fileName: string, pieces: AsyncIterable<string>): Promise<void> {
    const name = Buffer.from(fileName, 'utf8');
    const entry: Entry = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    // The sizes and the checksum are not known yet: zeros here, the data descriptor says them.
    await this.write(record([[4, 0x04034b50], [2, 20], ...sharedFields(0, 0, 0, name)], name));

    const deflate = createDeflateRaw();
    const out: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => out.push(chunk));
    const flushOut = async () => {
      for (const chunk of out.splice(0)) {
        entry.compressed += chunk.length;
        await this.write(chunk);
      }
    };
    for await (const piece of pieces) {
      const bytes = Buffer.from(piece, 'utf8');
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      await new Promise<void>((resolve, reject) => deflate.write(bytes, (err) => (err ? reject(err) : resolve())));
      await flushOut();
    }
    // The last compressed bytes come after the input ends: wait for the output's own end.
    await new Promise<void>((resolve, reject) => {
      deflate.once('error', reject);
      deflate.once('end', resolve);
      deflate.end();
    });
    await flushOut();

    await this.write(
      record([
        [4, 0x08074b50],
        [4, entry.crc],
        [4, entry.compressed],
        [4, entry.size],
      ]),
    );
    this.entries.push(entry);
  }

  /** The central directory and its end: the archive is complete. */
  async end(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      // made by, needed, the shared fields, then comment length, disk, attributes, offset.
      const fields: Field[] = [[4, 0x02014b50], [2, 20], [2, 20], ...sharedFields(e.crc, e.compressed, e.size, e.name)];
      await this.write(record([...fields, [2, 0], [2, 0], [2, 0], [4, 0], [4, e.offset]], e.name));
    }
    const count = this.entries.length;
    await this.write(
      record([
        [4, 0x06054b50],
        [2, 0],
        [2, 0],
        [2, count],
        [2, count],
        [4, this.offset - start],
        [4, start],
        [2, 0],
      ]),
    );
  }
}
