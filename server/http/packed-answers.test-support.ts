import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Express } from 'express';

/** An answer as the wire carried it: status, headers and the bytes unpacked by what Content-Encoding says. */
export interface PackedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** How many bytes the wire carried, packed. */
  packedBytes: number;
}

const UNPACK: Record<string, (raw: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** GET `base + file` offering `acceptEncoding` (none when undefined), with `more` headers. */
export function ask(base: string, file: string, acceptEncoding?: string, more: Record<string, string> = {}): Promise<PackedAnswer> {
  return new Promise((resolve, reject) => {
    get(
      `${base}${file}`,
      { headers: { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...more } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const unpack = UNPACK[res.headers['content-encoding'] ?? ''] ?? ((b: Buffer) => b);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: unpack(raw).toString('utf8'), packedBytes: raw.length });
        });
      },
    ).on('error', reject);
  });
}

/** The app listening on a free port of this machine, and its address. */
export async function listening(app: Express): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
