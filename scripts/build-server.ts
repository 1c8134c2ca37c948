/**
 * The server's production build (`npm run build`, after the web app's): server.ts and the
 * modules its worker threads run, bundled with esbuild into build/node/ as plain JavaScript,
 * so that `npm start` runs Node alone, without a TypeScript transpiler loaded into the
 * process and into each thread (docs/decisions/044-the-server-built-for-production.md).
 * Packages stay in node_modules (imported, not bundled); the shared code of the entries goes
 * into common chunks, so the threads and the server do not each carry their own copy.
 */
import { renameSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { knownMigrations } from '../api/backup/versions';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './server-entries';

// Built beside, then put in place: the last build's chunks (named by their content) do not
// pile up, and a server running from this checkout finds a whole build whenever it starts a thread.
const next = `${SERVER_BUILD_DIR}.next`;
rmSync(next, { recursive: true, force: true });
const result = await build({
  entryPoints: SERVER_ENTRIES,
  outdir: next,
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
  define: {
    WASHDESK_BUILD_DIR: JSON.stringify(SERVER_BUILD_DIR),
    // The server refuses to start on a checkout whose migrations differ (server/build-stamp.ts).
    WASHDESK_BUILD_MIGRATION: JSON.stringify(knownMigrations().at(-1)?.tag ?? ''),
  },
  logLevel: 'warning',
  metafile: true,
});
rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
renameSync(next, SERVER_BUILD_DIR);
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`server built into ${SERVER_BUILD_DIR}/: ${SERVER_ENTRIES.length} entries, ${(bytes / 1024).toFixed(0)} kB of JavaScript`);
