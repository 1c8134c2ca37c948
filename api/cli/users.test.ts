import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { issueToken, resolveToken } from '../auth/sessions';
import { findUserByLogin } from '../auth/users';
import { openConfiguredDatabase } from '../db/configured';
import type { Db } from '../db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** The users command on the database the settings choose: a PGlite dir, or PostgreSQL in CI. */
let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `washdesk_cli_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString(), SESSION_SECRET: 'cli-test-secret-0123456789' };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-cli-'));
    env = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

async function users(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'api/cli/users.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

/** The same database as the command, opened here between two runs of it. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR ?? './data' });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run users', () => {
  it('adds, lists, changes role and password, and disables users', async () => {
    const added = await users(
      'add',
      '--login',
      'vera',
      '--password',
      'vera-secret',
      '--role',
      'cashier',
      '--name',
      'Вера',
      '--email',
      'vera@example.test',
    );
    expect(added).toMatchObject({ code: 0 });
    expect(added.out).toMatch(/added vera \(cashier/);

    expect((await users('set-role', '--login', 'vera', '--role', 'master')).out).toMatch(/vera is now master/);
    expect((await users('set-password', '--login', 'vera', '--password', 'another-secret')).code).toBe(0);
    expect((await users('disable', '--login', 'vera')).out).toMatch(/disabled/);

    const list = await users('list');
    expect(list.out).toMatch(/vera\tmaster\tvera@example\.test\tdisabled/);
  }, 120_000);

  it('set-password ends the sessions the user already had', async () => {
    expect((await users('add', '--login', 'lev', '--password', 'lev-secret-1', '--role', 'master')).code).toBe(0);
    const token = await withDatabase(async (db) => {
      const user = await findUserByLogin(db, 'lev');
      return (await issueToken(db, user!)).token;
    });
    expect(await withDatabase(async (db) => Boolean(await resolveToken(db, token)))).toBe(true);
    const changed = await users('set-password', '--login', 'lev', '--password', 'lev-secret-2');
    expect(changed.out).toMatch(/sessions are revoked/);
    expect(await withDatabase(async (db) => Boolean(await resolveToken(db, token)))).toBe(false);
  }, 120_000);

  // lev, of the test above: each run of the command opens the database anew, which is slow.
  it('set-role ends the sessions the user already had, so no screen keeps the old role', async () => {
    const token = await withDatabase(async (db) => (await issueToken(db, (await findUserByLogin(db, 'lev'))!)).token);
    const changed = await users('set-role', '--login', 'lev', '--role', 'cashier');
    expect(changed.out).toMatch(/lev is now cashier; all of their sessions are revoked/);
    expect(await withDatabase(async (db) => Boolean(await resolveToken(db, token)))).toBe(false);
  }, 120_000);

  it('refuses the published demo passwords, whatever their case, for a new account and a new password', async () => {
    const added = await users('add', '--login', 'demo-again', '--password', 'Cashier-Demo', '--role', 'cashier');
    expect(added.code).not.toBe(0);
    expect(added.err).toMatch(/published demo password/);
    const set = await users('set-password', '--login', 'lev', '--password', 'owner-demo');
    expect(set.code).not.toBe(0);
    expect(set.err).toMatch(/published demo password/);
  }, 120_000);

  it('says, without a stack trace, that the running server holds the embedded database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-cli-busy-'));
    try {
      // A live process (this test's) marks the directory as a running server does.
      writeFileSync(path.join(dir, 'washdesk.pid'), String(process.pid));
      const busy = await run(process.execPath, ['--import', 'tsx', 'api/cli/users.ts', 'list'], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dir },
      }).then(
        () => ({ code: 0, err: '' }),
        (e: { code: number; stderr: string }) => ({ code: e.code, err: e.stderr }),
      );
      expect(busy.code).not.toBe(0);
      expect(busy.err).toContain(`The embedded database in ${dir} is in use by the running Washdesk server (process ${process.pid}).`);
      expect(busy.err).toMatch(/stop the server/i);
      expect(busy.err).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses bad input with a message and a non-zero exit', async () => {
    const badRole = await users('add', '--login', 'x', '--password', 'long-enough', '--role', 'boss');
    expect(badRole.code).not.toBe(0);
    const shortPassword = await users('add', '--login', 'x', '--password', 'short', '--role', 'master');
    expect(shortPassword.code).not.toBe(0);
    expect(shortPassword.err).toMatch(/at least 8/);
    const unknown = await users('set-role', '--login', 'nobody', '--role', 'master');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toMatch(/nobody/);
    const noCommand = await users();
    expect(noCommand.err).toMatch(/usage/);
  }, 120_000);
});
