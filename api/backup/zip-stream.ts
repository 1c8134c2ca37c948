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
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));

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

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** The central directory and its end: the archive is complete. */
  async end(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(DOS_TIME, 12);
      header.writeUInt16LE(DOS_DATE, 14);
      header.writeUInt32LE(e.crc >>> 0, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([header, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}
