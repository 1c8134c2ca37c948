import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm start` runs the built server, read from package.json's `start` script, the one place
 * that says it: the environment it sets (the malloc settings, decision 048) and Node's flags
 * (the young generation's size). The benchmarks start the server the same way, so what they
 * measure is what a shop runs; the end-to-end tests' servers too, but with malloc's own defaults
 * (`withGlibcMalloc`, decision 052); the systemd unit and
 * the README's commands are checked against it (scripts/systemd-unit.test.ts).
 */
export interface ProductionRuntime {
  /** `NAME=value` pairs set before Node starts, NODE_ENV among them. */
  env: Record<string, string>;
  /** Node's flags before the entry point. */
  nodeArgs: string[];
  /** The entry point, relative to the checkout. */
  entry: string;
}

/** The start script of the checkout in `dir` (this one by default); throws if it is not one built entry run by node. */
export function productionRuntime(dir = '.'): ProductionRuntime {
  const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
  const runtime = parseStartScript(scripts?.start ?? '');
  if (!runtime)
    throw new Error(`${path.join(dir, 'package.json')}: its start script is not \`[cross-env] NAME=value… node --flag=value… entry.js\``);
  return runtime;
}

/**
 * `cross-env A=1 B=2 node --flag=value entry.js` → its parts; anything else → undefined,
 * quotes among it too (a shell would take them off, a spawn would not).
 */
export function parseStartScript(script: string): ProductionRuntime | undefined {
  if (/['"`\\$]/.test(script)) return undefined;
  const words = script.trim().split(/\s+/);
  if (words[0] === 'cross-env') words.shift();
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, value] = words.shift()!.split(/=(.*)/s);
    env[name!] = value ?? '';
  }
  if (words.shift() !== 'node') return undefined;
  const nodeArgs: string[] = [];
  while (words[0]?.startsWith('-')) nodeArgs.push(words.shift()!);
  const entry = words.shift();
  if (!entry || words.length > 0 || !entry.endsWith('.js')) return undefined;
  return { env, nodeArgs, entry };
}

/** The same as a shell line: `A=1 B=2 node --flag entry.js`. */
export function shellLine(runtime: ProductionRuntime): string {
  return [...Object.entries(runtime.env).map(([k, v]) => `${k}=${v}`), 'node', ...runtime.nodeArgs, runtime.entry].join(' ');
}

/**
 * The built server started as `npm start` starts it, with `env` on top (its port, data, log
 * level) and `beforeEntry` flags of the caller's own (a loader, a stand-in) before npm start's;
 * `glibcMalloc` leaves out npm start's malloc settings (`withGlibcMalloc`).
 */
export function spawnProductionServer(
  env: Record<string, string>,
  options: { beforeEntry?: string[]; stdio?: StdioOptions; glibcMalloc?: boolean } = {},
): ChildProcess {
  const runtime = options.glibcMalloc ? withGlibcMalloc(productionRuntime()) : productionRuntime();
  return spawn(process.execPath, [...(options.beforeEntry ?? []), ...runtime.nodeArgs, runtime.entry], {
    env: { ...process.env, ...runtime.env, NODE_ENV: 'production', ...env },
    stdio: options.stdio ?? 'pipe',
  });
}

/**
 * The runtime without `npm start`'s malloc settings (`MALLOC_*`), glibc's own defaults instead:
 * for the end-to-end tests' servers (decision 052). The mapping threshold that keeps an idle
 * server small maps and unmaps every 64 kB socket read, which on a 2-core VM halved a busy
 * server's answers and nearly doubled its start; the tests check behaviour, which malloc's
 * tuning does not change, and the benchmarks keep measuring what a shop runs.
 */
export function withGlibcMalloc(runtime: ProductionRuntime): ProductionRuntime {
  return { ...runtime, env: Object.fromEntries(Object.entries(runtime.env).filter(([name]) => !name.startsWith('MALLOC_'))) };
}
