import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** Where and when a figure was measured: it means nothing without this. */
export interface Machine {
  date: string;
  commit: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string | null;
}

export async function describeMachine(postgresUrl: string | undefined): Promise<Machine> {
  const osName = /PRETTY_NAME="([^"]+)"/.exec(safeRead('/etc/os-release'))?.[1] ?? `${os.type()} ${os.release()}`;
  let postgres: string | null = null;
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    postgres = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? null;
    await client.end();
  }
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    // Files git does not track are a run's scratch scripts as a rule (an untracked route file
    // would change the build, and is not looked for): changes to tracked files mark the commit.
    commit:
      safeExec('git rev-parse --short HEAD') +
      (safeExec('git status --porcelain --untracked-files=no') ? ' (with uncommitted changes)' : ''),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: osName,
    node: process.version,
    postgres,
  };
}

export function machineLine(m: Machine): string {
  const database = m.postgres ? `PostgreSQL ${m.postgres}` : 'no PostgreSQL';
  return `${m.date}, commit ${m.commit}; ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, ${database}`;
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function safeExec(command: string): string {
  try {
    return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
