/**
 * `npm run check:client-bundle`, after `npm run build`: no file the browser loads holds zod.
 * Forms are checked on the server and their refusals come back with the page; the constants a
 * screen needs live in contract modules without schemas (docs/decisions/061-no-schemas-in-the-browser.md).
 * A screen that imports a value from a module of schemas brings all of zod (27.6 kB of gzip) to
 * every screen that loads it, since the bundler keeps such a module whole. Exits 1 naming the
 * files and what to look for.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ASSETS = 'build/client/assets';
/** What zod's own code carries through minification: its internals' property and its error's name. */
const ZOD_MARKERS = ['_zod', 'ZodError'];

if (!existsSync(ASSETS)) {
  console.error(`${ASSETS} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
// A build that wrote no script is not a build this check can vouch for.
if (!scripts.length) {
  console.error(`${ASSETS} holds no JavaScript: run \`npm run build\` first.`);
  process.exit(1);
}
const holding = scripts.filter((file) => {
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  return ZOD_MARKERS.some((marker) => code.includes(marker));
});
if (holding.length) {
  console.error(`zod is in the browser's files: ${holding.join(', ')}.`);
  console.error('A module of app/ that reaches the browser imports a value (not a type) from a contract module of schemas;');
  console.error('move what it needs into a contract module without zod (as api/contract/booking-kinds.ts).');
  process.exit(1);
}
console.log(`No file of ${ASSETS} holds zod.`);
