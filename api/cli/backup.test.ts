import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../backup/backup-files';
import { lastAttempt } from '../backup/last-attempt';

const run = promisify(execFile);

/** `npm run backup` on an embedded database of its own, with the server stopped and running. */
let root: string;
const env = () => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test' as const,
  DATA_DIR: path.join(root, 'data'),
  BACKUP_DIR: path.join(root, 'backups'),
});

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-backup-cli-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function backup(extra: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'api/cli/backup.ts'], { env: { ...env(), ...extra } });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

/** A stand-in for the server on the same folders (api/test/backup-holder.ts), until stopped. */
async function holdingServer(extra: Record<string, string> = {}) {
  const holder = spawn(process.execPath, ['--import', 'tsx', 'api/test/backup-holder.ts'], {
    env: { ...env(), ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
    holder.on('exit', (code) => failed(new Error(`the stand-in server stopped (${code})`)));
  });
  return {
    stop: () =>
      new Promise<void>((stopped) => {
        holder.on('exit', () => stopped());
        holder.kill('SIGTERM');
      }),
  };
}

describe('npm run backup', () => {
  it('refuses a DATA_DIR without a database rather than back up a new, empty one', async () => {
    const refused = await backup();
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(`There is no database in ${env().DATA_DIR}: set DATA_DIR as the server has it.`);
    expect(existsSync(path.join(env().DATA_DIR, 'PG_VERSION'))).toBe(false);
  });

  it('while the server holds the database, leaves it a request and reports the backup it made', async () => {
    const server = await holdingServer();
    try {
      const made = await backup();
      expect(made.code).toBe(0);
      expect(made.out).toMatch(/asked the running server \(process \d+\) for a backup/);
      const attempt = lastAttempt(env().BACKUP_DIR)!;
      expect(attempt.ok).toBe(true);
      expect(made.out).toContain(`backup made and verified: ${path.join(env().BACKUP_DIR, attempt.file!)}`);
      expect(listBackups(env().BACKUP_DIR).map((b) => b.file)).toContain(attempt.file);
      expect(readdirSync(env().BACKUP_DIR).filter((f) => f.startsWith('request-'))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('with the server stopped, opens the database itself and makes a verified backup', async () => {
    const before = listBackups(env().BACKUP_DIR).length;
    const made = await backup();
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const [newest] = listBackups(env().BACKUP_DIR);
    expect(made.out).toContain(`backup made and verified: ${path.join(env().BACKUP_DIR, newest!.file)}`);
    expect(listBackups(env().BACKUP_DIR)).toHaveLength(before + 1);
    expect(Number(newest!.figures['services.rows'])).toBeGreaterThan(0);
  }, 120_000);

  it('says at once, and why, when the running server makes no backups, leaving no request behind', async () => {
    const server = await holdingServer({ BACKUP: 'off' });
    try {
      const refused = await backup();
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        /^The running server \(process \d+\) takes no backup requests in .*: it makes no backups \(BACKUP=off\), uses another BACKUP_DIR/,
      );
      expect(refused.out).not.toContain('waiting for it');
      const left = existsSync(env().BACKUP_DIR) ? readdirSync(env().BACKUP_DIR) : [];
      expect(left.filter((f) => f.startsWith('request-'))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('on a PostgreSQL it cannot reach, says so without the password or a stack trace', async () => {
    const refused = await backup({ DATABASE_URL: 'postgres://nobody:s3cret@127.0.0.1:1/none', SESSION_SECRET: 'backup-test-secret-0123' });
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toMatch(/^PostgreSQL at 127\.0\.0\.1:1\/none cannot be opened: .*ECONNREFUSED/);
    expect(refused.err).not.toContain('s3cret');
    expect(refused.err).not.toContain('    at ');
  });
});
