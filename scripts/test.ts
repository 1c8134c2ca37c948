/**
 * `npm test`: typecheck, lint, formatting (Prettier), the paths named in docs and comments (scripts/check-paths.ts),
 * files at most 300 lines and lines at most Prettier's width (scripts/check-sizes.ts), the OpenAPI
 * document as outside clients read it (scripts/openapi-check.ts), each call's refusals in its table
 * as its code reaches them (scripts/call-refusals.ts), unit and API tests, the production
 * build, no zod in its browser files (scripts/check-client-bundle.ts), and the end-to-end tests in Debian's Chromium.
 * On a fresh Debian machine it installs Chromium through apt-get first. Stops at the first
 * failing step with its exit code.
 *
 * Two at a time, for the two cores of the CI machine: the typecheck, the OpenAPI check and the
 * refusals beside lint, Prettier, the paths and the sizes; the production build, then the check of its browser
 * files, beside vitest (two test files at a time, vitest.config.ts: a file on the database waits on it, so the
 * build is short work on top). Each parallel step's output is printed when it ends: all of it if it failed, its last lines if
 * it passed. Times per step: the README's test section.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Step {
  title: string;
  command: string;
  args: string[];
  /** In a lane: print its output as it comes rather than when it ends (one such step at a time). */
  live?: boolean;
}

function step({ title, command, args }: Step): void {
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

/**
 * A step that passed beside others shows only its last lines: CI keeps the tail of the log, and a
 * passing build's hundred lines printed after a failing live step would push the failure out of it.
 */
function lastLines(text: string, count: number): string {
  const lines = text.trimEnd().split('\n');
  return `${lines.length > count ? '…\n' : ''}${lines.slice(-count).join('\n')}\n`;
}

/** Output of steps that ended while a live one was printing: shown once it ends. */
let livePrinting = false;
const held: Array<() => void> = [];

/** Runs a step beside others: its output kept and printed when it ends, unless `live`; resolves to its exit code. */
function laneStep({ title, command, args, live }: Step): Promise<number> {
  const started = Date.now();
  if (live) {
    console.log(`\n▶ ${title}`);
    livePrinting = true;
  }
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : 'pipe', env: process.env });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const report = () => {
        if (!live) {
          console.log(`\n▶ ${title}`);
          process.stdout.write(code === 0 ? lastLines(Buffer.concat(output).toString(), 4) : Buffer.concat(output));
        }
        console.log(code === 0 ? `✔ ${title} (${seconds} s)` : `\n✖ ${title} failed after ${seconds} s`);
      };
      if (live) {
        report();
        livePrinting = false;
        for (const show of held.splice(0)) show();
      } else if (livePrinting) held.push(report);
      else report();
      resolve(code ?? 1);
    });
  });
}

/** One lane per core: the steps of a lane one after another, the lanes side by side; the first failure's code, if any. */
async function lanes(...all: Step[][]): Promise<void> {
  const started = Date.now();
  const codes = await Promise.all(
    all.map(async (lane) => {
      for (const s of lane) {
        const code = await laneStep(s);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  console.log(`  (side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) process.exit(failed);
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
  const packages = ['chromium', 'chromium-headless-shell', 'fonts-dejavu-core'];
  if (!run(['apt-get', 'update']) || !run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages])) {
    console.error('Could not install Chromium (apt-get install chromium). Install it, or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

const npx = 'npx';
const typecheck = { title: 'Typecheck', command: npx, args: ['tsc', '--noEmit'] };
const lint = { title: 'Lint', command: npx, args: ['eslint', '.'] };
const prettier = { title: 'Formatting (Prettier)', command: npx, args: ['prettier', '--check', '.'] };
const paths = { title: 'Paths named in docs and comments', command: npx, args: ['tsx', 'scripts/check-paths.ts'] };
const sizes = { title: 'File lengths and line widths', command: npx, args: ['tsx', 'scripts/check-sizes.ts'] };
const openapi = {
  title: 'OpenAPI document: Redocly recommended rules, a generated client typechecks',
  command: npx,
  args: ['tsx', 'scripts/openapi-check.ts'],
};
const refusals = { title: "Each call's refusals as its code reaches them", command: npx, args: ['tsx', 'scripts/call-refusals.ts'] };
const vitest = {
  live: true,
  title: process.env.TEST_DATABASE_URL ? 'Unit and API tests (PostgreSQL)' : 'Unit and API tests (embedded PGlite)',
  command: npx,
  args: ['vitest', 'run'],
};
const build = { title: 'Production build', command: 'npm', args: ['run', 'build'] };
const clientBundle = { title: "No schemas in the browser's files", command: npx, args: ['tsx', 'scripts/check-client-bundle.ts'] };

if (process.env.TEST_SEQUENTIAL === '1') {
  // One step at a time, output as it comes (for a machine with one core, or to time each step alone).
  for (const s of [typecheck, lint, prettier, paths, sizes, openapi, refusals, vitest, build, clientBundle]) step(s);
} else {
  await lanes([typecheck, openapi, refusals], [lint, prettier, paths, sizes]);
  await lanes([vitest], [build, clientBundle]);
}
ensureChromium();
if (!process.env.TEST_DATABASE_URL) {
  console.log('\n(Without TEST_DATABASE_URL the tests that need PostgreSQL itself, e2e/*.pg.spec.ts and *.pg.test.ts, are not run.)');
}
step({
  title: process.env.TEST_DATABASE_URL ? 'End-to-end tests (Chromium; two processes on PostgreSQL too)' : 'End-to-end tests (Chromium)',
  command: npx,
  args: ['playwright', 'test'],
});
console.log('\nAll checks passed.');
