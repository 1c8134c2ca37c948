import type { ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { spawnProductionServer } from '../scripts/production-runtime';

/**
 * A Washdesk process of a test's own, for what the shared e2e server cannot show: other
 * settings, a restart, several processes. It runs the production build like `npm start`.
 */
export interface TestServer {
  port: number;
  baseURL: string;
  /** Starts (again) on the same port and settings. */
  start(): Promise<void>;
  /** SIGTERM (a deploy) or SIGKILL (a crash); resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Everything the process wrote to stdout (its JSON log lines), when asked for. */
  output: string[];
}

export function testServer(
  env: Record<string, string>,
  port = 4400 + Math.floor(Math.random() * 500),
  /** `imports`: modules loaded into the server's process first (a stand-in for a service outside the product). */
  options: { keepOutput?: boolean; imports?: string[] } = {},
): TestServer {
  let child: ChildProcess | undefined;
  const baseURL = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  return {
    port,
    baseURL,
    output,
    async start() {
      // The built server, as `npm start` runs it; tsx only for stand-ins written in TypeScript.
      const imports = (options.imports ?? []).flatMap((module) => ['--import', module]);
      const loader = imports.length ? ['--import', 'tsx', ...imports] : [];
      child = spawnProductionServer(
        { PORT: String(port), HOST: '127.0.0.1', ALLOW_REGISTRATION: 'true', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'error', ...env },
        // malloc's own defaults, as the shared server (decision 052).
        { beforeEntry: loader, stdio: ['ignore', options.keepOutput ? 'pipe' : 'ignore', 'inherit'], glibcMalloc: true },
      );
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
      await expect
        .poll(
          async () =>
            fetch(`${baseURL}/healthz`)
              .then((r) => r.status)
              .catch(() => 0),
          { timeout: 90_000, intervals: [250] },
        )
        .toBe(200);
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await gone;
    },
  };
}
