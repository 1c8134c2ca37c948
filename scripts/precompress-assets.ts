/**
 * The built assets packed once, beside them, for server/http/precompressed-assets.ts: brotli
 * at its highest level and gzip at its highest, which no server could afford per request.
 * Run last by `npm run build`, over the web app's and the customers' files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PACKABLE } from '../server/http/precompressed-assets';

const ASSETS = 'build/client/assets';
// Smaller than this, an answer gains nothing from packing (the compression middleware's own threshold).
const SMALLEST = 1024;

const packBrotli = promisify(brotliCompress);
const packGzip = promisify(gzip);

const files = readdirSync(ASSETS).filter((name) => PACKABLE.test(name) && statSync(path.join(ASSETS, name)).size >= SMALLEST);
let plain = 0;
let packed = 0;
for (const name of files) {
  const body = readFileSync(path.join(ASSETS, name));
  const [br, gz] = await Promise.all([
    packBrotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    packGzip(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  writeFileSync(path.join(ASSETS, `${name}.br`), br);
  writeFileSync(path.join(ASSETS, `${name}.gz`), gz);
  [plain, packed] = [plain + body.length, packed + br.length];
}
console.log(`assets packed: ${files.length} files, ${Math.round(plain / 1024)} kB to ${Math.round(packed / 1024)} kB of brotli`);
