/**
 * The server's production build (`npm run build`, after the web app's): server.ts and the
 * modules its worker threads run, bundled with esbuild into build/node/ as plain JavaScript,
 * so that `npm start` runs Node alone, without a TypeScript transpiler loaded into the
 * process and into each thread (docs/decisions/044-the-server-built-for-production.md).
 * Packages stay in node_modules (imported, not bundled); the shared code of the entries goes
 * into common chunks, so the threads and the server do not each carry their own copy.
 */
import { build } from 'esbuild';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './server-entries';

const result = await build({
  entryPoints: SERVER_ENTRIES,
  outdir: SERVER_BUILD_DIR,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  tsconfig: 'tsconfig.json',
  define: { WASHDESK_BUILD_DIR: JSON.stringify(SERVER_BUILD_DIR) },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`server built into ${SERVER_BUILD_DIR}/: ${SERVER_ENTRIES.length} entries, ${(bytes / 1024).toFixed(0)} kB of JavaScript`);
