import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * A client that costs little beside the server it times: Node's own `http.get` on one kept-alive
 * connection, a gzip answer unpacked in one step. `fetch` carries the answer through web streams
 * and unpacks it piece by piece, which costs the benchmark's process 0.5 to 2 ms of a page's
 * time that is not the server's (bench/notes.md). It still unpacks, so that a smaller answer is
 * not taken for a cheaper one when unpacking it costs more.
 */
export function lightClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    /** The answer's status and its body's length, unpacked. */
    get(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
      return new Promise((resolve, reject) => {
        http
          .get(url, { agent, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const body = Buffer.concat(chunks);
              const bytes = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body).length : body.length;
              resolve({ status: res.statusCode ?? 0, bytes });
            });
          })
          .on('error', reject);
      });
    },
    close: () => agent.destroy(),
  };
}
