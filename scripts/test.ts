/**
 * `npm test`: typecheck, lint, the paths named in docs and comments (scripts/check-paths.ts),
 * unit and API tests, the production build, and the end-to-end tests in Debian's Chromium.
 * On a fresh Debian machine it installs Chromium through apt-get first. Stops at the first
 * failing step with its exit code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function step(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log(`\n▶ Chromium is missing at ${CHROMIUM}; installing Debian's package`);
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    spawnSync(asRoot ? args[0]! : 'sudo', asRoot ? args.slice(1) : ['-n', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!run(['apt-get', 'update']) || !run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'])) {
    console.error('Could not install Chromium (apt-get install chromium). Install it, or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

const npx = 'npx';
step('Typecheck', npx, ['tsc', '--noEmit']);
step('Lint', npx, ['eslint', '.']);
step('Paths named in docs and comments', npx, ['tsx', 'scripts/check-paths.ts']);
step(
  process.env.TEST_DATABASE_URL ? 'Unit and API tests (PostgreSQL)' : 'Unit and API tests (embedded PGlite)',
  npx,
  ['vitest', 'run'],
);
step('Production build', npx, ['remix', 'vite:build']);
ensureChromium();
if (!process.env.TEST_DATABASE_URL) {
  console.log('\n(Without TEST_DATABASE_URL the two-process tests on PostgreSQL, e2e/*.pg.spec.ts, are not run.)');
}
step(
  process.env.TEST_DATABASE_URL ? 'End-to-end tests (Chromium; two processes on PostgreSQL too)' : 'End-to-end tests (Chromium)',
  npx,
  ['playwright', 'test'],
);
console.log('\nAll checks passed.');
