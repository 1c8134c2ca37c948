import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackupService, type BackupService } from '../backup/service';
import { downloadTicket, spendTicket, TICKET_TTL_MS } from '../backup/download-ticket';
import { ownerStamp } from '../db/process-alive';
import { sql } from 'drizzle-orm';
import { readZip } from '../test/read-zip';
import { testApiFixture } from '../test/test-api';

const root = mkdtempSync(path.join(tmpdir(), 'washdesk-owner-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = path.join(root, 'backups');
const copyDir = path.join(root, 'usb');
let service: BackupService | undefined;

const ctx = testApiFixture({
  roles: ['owner', 'cashier'],
  backups: (database) => {
    service = createBackupService(
      database,
      {
        BACKUP: 'on',
        BACKUP_DIR: dir,
        BACKUP_COPY_DIR: copyDir,
        BACKUP_AT: '03:30',
        BACKUP_KEEP_DAILY: 7,
        BACKUP_KEEP_WEEKLY: 4,
        BACKUP_KEEP_MONTHLY: 12,
        TZ_BUSINESS: 'Europe/Moscow',
      },
      { made: () => undefined, failed: () => undefined },
    );
    return service;
  },
  timeout: 60_000,
});
const off = testApiFixture({ roles: ['owner'] });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe("the owner's backups", () => {
  it('start with none and no warning; a copy made now is verified, listed, copied off the box, and one at a time', async () => {
    const first = await ctx.get('owner/backups');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      enabled: true,
      backups: [],
      last_attempt: null,
      warning: null,
      running: false,
      copy_dir: copyDir,
    });
    expect(first.body.data.database).toBe(ctx.api.database.kind);
    expect((await ctx.post('owner/backups/take', undefined, 'cashier')).status).toBe(403);

    const take = await ctx.post('owner/backups/take', undefined);
    expect(take.status, JSON.stringify(take.body)).toBe(200);
    expect(take.body).toMatchObject({ code: 'backup_started', details: 'Копия делается: она появится в списке, когда будет проверена' });
    const again = await ctx.post('owner/backups/take', undefined);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('backup_running');
    await service!.current();

    const { data } = (await ctx.get('owner/backups')).body;
    expect(data.running).toBe(false);
    expect(data.last_attempt).toMatchObject({ ok: true, failure: null, warnings: [] });
    expect(data.backups).toHaveLength(1);
    const [row] = data.backups;
    expect(row).toMatchObject({ reason: 'manual', file: data.last_attempt.file });
    expect(row.copied_at).toEqual(data.last_copied_at);
    expect(row.bytes).toBe(readFileSync(path.join(dir, row.file)).byteLength);
    expect(sha256(readFileSync(path.join(copyDir, row.file)))).toBe(sha256(readFileSync(path.join(dir, row.file))));
    expect(data.last_verified).toBe(row.taken_at);
    expect((await ctx.get('owner/backups/warning')).body.data).toEqual({ warning: null, last_verified: row.taken_at });
    const [entry] = (await ctx.get('owner/audit?kind=settings')).body.data.entries;
    expect(entry).toMatchObject({ action: 'backup.requested', entity: 'backup' });
  }, 120_000);

  it('give a download address only for a listed backup, audited; the address serves that file and nothing else', async () => {
    const [row] = (await ctx.get('owner/backups')).body.data.backups;
    for (const file of ['../../etc/passwd', 'washdesk-a/b', '']) {
      const res = await ctx.post('owner/backups/download', { file });
      expect(res.status, file).toBe(400);
    }
    const missing = await ctx.post('owner/backups/download', { file: 'washdesk-20200101T000000Z-app0.0.1-0000_none.pgdata.tar.gz' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('backup_not_found');
    expect((await ctx.post('owner/backups/download', { file: row.file }, 'cashier')).status).toBe(403);

    const given = await ctx.post('owner/backups/download', { file: row.file });
    expect(given.status).toBe(200);
    const { url } = given.body.data as { url: string };
    expect(url).toMatch(/^\/api\/v1\/backups\/file\/[\w-]+\.[\w-]+$/);
    const origin = new URL(ctx.api.url).origin;
    const file = await fetch(origin + url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${row.file}"`);
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(readFileSync(path.join(dir, row.file))));
    const [entry] = (await ctx.get('owner/audit?kind=settings')).body.data.entries;
    expect(entry).toMatchObject({ action: 'backup.downloaded', entity: 'backup', after: { file: row.file } });

    // An address serves once; one changed by a character, or signed with anything the books
    // hold (a backup carries the session secret), serves nothing.
    const ticket = url.split('/').pop()!;
    const twice = await fetch(origin + url);
    expect(twice.status).toBe(410);
    expect(await twice.text()).toContain('Ссылка на резервную копию устарела');
    // Said in the reader's language: the web app's switcher first (its cookie), else the browser's.
    const inEnglish = await fetch(origin + url, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(inEnglish.status).toBe(410);
    expect(await inEnglish.text()).toBe('The backup link has expired: press “Download” on the “Backups” page again.');
    const chosen = await fetch(origin + url, { headers: { cookie: 'theme=dark; wd_lng=ImRlIg%3D%3D', 'accept-language': 'en' } });
    expect(await chosen.text()).toContain('Der Link zur Sicherung ist abgelaufen');
    const [payload] = ticket.split('.');
    const { createHmac } = await import('node:crypto');
    const signed = createHmac('sha256', ctx.api.context.secret).update(`backup-download:${payload}`).digest('base64url');
    const withSecret = `${payload}.${signed}`;
    expect((await fetch(`${origin}/api/v1/backups/file/${withSecret}`)).status).toBe(410);
    const fresh = downloadTicket(row.file, 1, new Date()).ticket;
    const at = fresh.length - 10;
    const forged = fresh.slice(0, at) + (fresh[at] === 'A' ? 'B' : 'A') + fresh.slice(at + 1);
    expect((await fetch(`${origin}/api/v1/backups/file/${forged}`)).status).toBe(410);
    // The same signature spelled otherwise (the bits base64url's last character drops) serves nothing either.
    const last = fresh.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect((await fetch(`${origin}/api/v1/backups/file/${fresh.slice(0, -1)}${twin}`)).status).toBe(410);
    // Five minutes later the address is dead; unused, it serves.
    expect(spendTicket(fresh, new Date(Date.now() + TICKET_TTL_MS + 1000))).toBeNull();
    expect(spendTicket(fresh, new Date())).toBe(row.file);
    expect(spendTicket(fresh, new Date())).toBeNull();
  }, 60_000);

  it('say why a copy failed, and the owner screens are warned until one is made', async () => {
    // Another process holds the folder (npm run backup): this copy cannot be made.
    mkdirSync(dir, { recursive: true });
    const other = spawn('sleep', ['60']);
    writeFileSync(path.join(dir, '.backup-lock'), ownerStamp().replace(/^\d+/, String(other.pid)));
    expect((await ctx.post('owner/backups/take', undefined)).status).toBe(200);
    await service!.current();
    const { data } = (await ctx.get('owner/backups')).body;
    expect(data.warning).toBe('backup_failed');
    expect(data.last_attempt).toMatchObject({ ok: false, failure: 'busy', file: null });
    expect(data.last_attempt.error).toContain('a backup of');
    expect(data.backups).toHaveLength(1);
    expect((await ctx.get('owner/backups/warning')).body.data.warning).toBe('backup_failed');

    other.kill();
    rmSync(path.join(dir, '.backup-lock'));
    expect((await ctx.post('owner/backups/take', undefined)).status).toBe(200);
    await service!.current();
    expect((await ctx.get('owner/backups/warning')).body.data.warning).toBeNull();
  }, 120_000);

  it('on a server that makes none, say so and refuse to make or give one', async () => {
    const state = (await off.get('owner/backups')).body.data;
    expect(state).toMatchObject({ enabled: false, database: null, backups: [], warning: null });
    const take = await off.post('owner/backups/take', undefined);
    expect(take.status).toBe(409);
    expect(take.body.code).toBe('backups_off');
    expect((await off.post('owner/backups/download', { file: 'washdesk-x.pgdump' })).status).toBe(409);
    expect((await off.get('owner/backups/warning')).body.data).toEqual({ warning: null, last_verified: null });
  });
});

describe("the owner's export", () => {
  it('gives every table of the business as CSV in one zip, audited, without password hashes, once per address', async () => {
    expect((await off.post('owner/export', undefined, 'owner')).status).toBe(200);
    const given = await ctx.post('owner/export', undefined);
    expect(given.status).toBe(200);
    expect((await ctx.post('owner/export', undefined, 'cashier')).status).toBe(403);
    const origin = new URL(ctx.api.url).origin;
    const res = await fetch(origin + (given.body.data as { url: string }).url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="washdesk-export-\d{8}-\d{4}\.zip"$/);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    for (const table of [
      'orders',
      'order_items',
      'payments',
      'cash_shifts',
      'cash_moves',
      'clients',
      'cars',
      'wash_prices',
      'workers',
      'users',
    ]) {
      expect(files.has(`${table}.csv`), table).toBe(true);
    }
    expect(files.get('README.txt')).toContain('Деньги — в копейках');
    // Every row of a table, as the database holds it: the services priced, the accounts without their hashes.
    const rows = async (table: string) =>
      Number(
        (
          (await ctx.api.context.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]!.n,
      );
    const lines = (name: string) =>
      files
        .get(name)!
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
    expect(lines('wash_prices.csv')).toHaveLength((await rows('wash_prices')) + 1);
    expect(lines('users.csv')).toHaveLength((await rows('users')) + 1);
    expect(lines('users.csv')[0]).not.toContain('password_hash');
    expect(files.get('users.csv')).not.toMatch(/\$argon2/);
    expect(lines('orders.csv')[0]!.split(';')).toEqual(expect.arrayContaining(['id', 'sum_final', 'total_paid']));
    const [entry] = (await ctx.get('owner/audit?kind=settings')).body.data.entries;
    expect(entry).toMatchObject({ action: 'export.downloaded', entity: 'export' });
    const again = await fetch(origin + (given.body.data as { url: string }).url);
    expect(again.status).toBe(410);
    expect(await again.text()).toBe('Ссылка на выгрузку устарела: нажмите «Выгрузить все таблицы (CSV)» ещё раз.');
  }, 60_000);
});
