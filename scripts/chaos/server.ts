import type { ChildProcess } from 'node:child_process';
import { spawnProductionServer } from '../production-runtime';

/** The production server of one chaos run: started, killed at random, started again. */
export class Server {
  private child: ChildProcess | undefined;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.child = spawnProductionServer(
      { PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', LIVE_POLL_MS: '60000', ...this.env },
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${this.baseURL}/healthz`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start (exit ${this.child.exitCode})`);
      await sleep(100);
    }
  }
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await gone;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
