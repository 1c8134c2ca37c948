import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { productionRuntime, withGlibcMalloc } from '../../scripts/production-runtime';

/**
 * A Washdesk process for a benchmark: the production build, as `npm start` runs it, with an
 * IPC channel through which the benchmark asks for its memory and how long its event loop kept
 * work waiting (bench/lib/server-probe.mjs, loaded into it, answers).
 */
export interface BenchServer {
  baseURL: string;
  pid: number;
  /** From the spawn of the process to the first answer of /healthz, to 50 ms. */
  readyMs: number;
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Starts watching how long the event loop keeps work waiting (bench/lib/server-probe.mjs). */
  watchLoop(): Promise<void>;
  /** Since watchLoop: the longest wait and the 99th percentile, in ms. */
  loopDelay(): Promise<{ maxMs: number; p99Ms: number }>;
  stop(): Promise<void>;
}

/**
 * The web app's build when there is none (run `npm run build` after changing it); the
 * customers' pages' files and the server's bundle every time, a second's work each, so that
 * the code measured is this checkout's.
 */
export function ensureBuild(): void {
  const steps: Array<[string, string[]]> = existsSync('build/server/index.js')
    ? [
        ['npx', ['tsx', 'scripts/build-customer.ts']],
        ['npx', ['tsx', 'scripts/build-server.ts']],
      ]
    : [['npm', ['run', 'build']]];
  for (const [command, args] of steps) {
    const r = spawnSync(command, args, { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
}

const SERVER_PROBE = pathToFileURL(path.resolve('bench/lib/server-probe.mjs')).href;
/** What `npm start` runs (scripts/build-server.ts). */
const SERVER_ENTRY = 'build/node/server.js';

/**
 * As that checkout's `npm start` runs it (its start script: Node's flags and the malloc
 * settings, scripts/production-runtime.ts), or for an earlier checkout built before the server
 * had a build, its sources through tsx. `BENCH_MALLOC=glibc` leaves out the malloc settings
 * (glibc's own defaults, as the end-to-end tests run, decision 052): to tell what they cost a
 * figure, by a run beside one without it; the sections keep measuring what `npm start` runs.
 */
function entryIn(dir: string): { args: string[]; env: Record<string, string> } {
  if (!existsSync(path.join(dir, SERVER_ENTRY))) return { args: ['--import', 'tsx', 'server.ts'], env: {} };
  const runtime = process.env.BENCH_MALLOC === 'glibc' ? withGlibcMalloc(productionRuntime(dir)) : productionRuntime(dir);
  return { args: [...runtime.nodeArgs, runtime.entry], env: runtime.env };
}

/** A port nobody listens on now, as the system hands them out (a fixed range once met PostgreSQL's 5432). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `nodeArgs`: more flags for Node (`--cpu-prof` for the profiles); `cwd`: another checkout of
 * Washdesk, built, to measure an earlier version beside this one.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { nodeArgs?: string[]; cwd?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const spawned = Date.now();
  const entry = entryIn(options.cwd ?? '.');
  const ownDir = env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'washdesk-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', ...(options.nodeArgs ?? []), '--import', SERVER_PROBE, ...entry.args],
    {
      env: {
        ...process.env,
        ...entry.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        ...(ownDir ? { DATA_DIR: ownDir } : { SESSION_SECRET: 'bench-session-secret-0123456789', SEED_DEMO: 'true' }),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      ...(options.cwd ? { cwd: options.cwd } : {}),
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = Date.now() - spawned;
  return {
    baseURL,
    pid: child.pid!,
    readyMs,
    memory: () => ask<NodeJS.MemoryUsage>(child, 'memory', 'memory'),
    watchLoop: async () => {
      await ask(child, 'loop-delay-start', 'loopDelay');
    },
    loopDelay: () => ask<{ maxMs: number; p99Ms: number }>(child, 'loop-delay', 'loopDelay'),
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/** How long the probe may take to answer: a full collection of a big heap takes a second or two. */
const PROBE_ANSWER_MS = 30_000;

/** One question to the server's probe (bench/lib/server-probe.mjs) and its answer's field `key`; an error if none comes. */
function ask<T>(child: ChildProcess, message: string, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const answered = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      clearTimeout(timer);
      child.off('message', answered);
      resolve(m[key] as T);
    };
    const timer = setTimeout(() => {
      child.off('message', answered);
      reject(new Error(`the server's probe did not answer '${message}' within ${PROBE_ANSWER_MS / 1000} s`));
    }, PROBE_ANSWER_MS);
    child.on('message', answered);
    child.send(message);
  });
}
