import { request, type Server } from 'node:http';
import { connect } from 'node:net';
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

/** GET (or `method`) `base + file` offering `acceptEncoding` (none when undefined), with `more` headers. */
export function ask(
  base: string,
  file: string,
  acceptEncoding?: string,
  more: Record<string, string> = {},
  method = 'GET',
): Promise<PackedAnswer> {
  return new Promise((resolve, reject) => {
    request(
      `${base}${file}`,
      { method, headers: { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...more } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const unpack = UNPACK[res.headers['content-encoding'] ?? ''] ?? ((b: Buffer) => b);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: unpack(raw).toString('utf8'), packedBytes: raw.length });
        });
      },
    )
      .on('error', reject)
      .end();
  });
}

/**
 * `head` (a request line and its headers, lines ending in CRLF, without the blank line) and
 * `body` written on the wire as they are, with `Connection: close`: what Node's client would not
 * send (`*` or a full URL as the target). Answers everything the server wrote back, as text.
 */
export function rawExchange(base: string, head: string, body = ''): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${head}Connection: close\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** The app listening on a free port of this machine, and its address. */
export async function listening(app: Express): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
