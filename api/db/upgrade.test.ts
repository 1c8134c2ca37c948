import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../backup/backup-files';
import { databaseUrl } from '../backup/pg-tools';
import { runOn } from '../backup/verify-embedded';
import { openConfiguredDatabase } from './configured';
import type { Database } from './database';
import { PGLITE_OPTIONS } from './pglite-options';
import { journalOf } from './pending-migrations';
import { admin } from '../test/test-database';
import { startTestApi, type TestApi } from '../test/test-api';
import { deriveAndStore } from '../orders/derive';

/**
 * The upgrade test (docs/reliability.md 'Upgrades'): the books of an older release, made by
 * that release's own calls and kept as SQL with what its API said of every order and shift
 * (api/db/upgrade-fixture/make.sh), are started under today's code as a shop's server would
 * start them (a backup first, then the migrations), and today's API must say the same money.
 */
const FIXTURE = fileURLToPath(new URL('./upgrade-fixture/release-1d09097/', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

interface Expected {
  clock: string;
  orders: Record<string, Record<string, unknown>>;
  shifts: Record<string, Record<string, unknown>>;
  payments: Array<Record<string, unknown>>;
}
const expected = JSON.parse(gunzipSync(readFileSync(path.join(FIXTURE, 'expected.json.gz'))).toString('utf8')) as Expected;
const books = gunzipSync(readFileSync(path.join(FIXTURE, 'books.sql.gz'))).toString('utf8');

/** Every figure of an order the older release answered, by the names its answer gave them. */
const ORDER_FIGURES = [
  'job_status',
  'pay_status',
  'is_pay_by_contract',
  'is_first_order',
  'total_sum',
  'total_sum_now',
  'discount',
  'discount_sum',
  'parking_sum',
  'sum_final',
  'total_paid',
  'total_refunded',
  'pay_sum',
  'refund_due',
  'parking',
];
const LINE_FIGURES = ['order_item_id', 'quantity', 'price_item', 'sum_before_discount', 'discount', 'discount_sum', 'sum', 'job_status'];
const PAYMENT_FIGURES = ['id', 'kind', 'added_at', 'method', 'fuel_card_name', 'sum'];

const pick = (row: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const figuresOf = (order: Record<string, unknown>) => ({
  ...pick(order, ORDER_FIGURES),
  items: (order.items as Array<Record<string, unknown>>).map((line) => pick(line, LINE_FIGURES)),
  pay_transactions: (order.pay_transactions as Array<Record<string, unknown>>).map((p) => pick(p, PAYMENT_FIGURES)),
});
/** A shift's report as the older release said it, but the moment it was asked. */
const shiftOf = (report: Record<string, unknown>) => {
  const { reported_at: _asked, ...rest } = report;
  return rest;
};

const root = mkdtempSync(path.join(tmpdir(), 'washdesk-upgrade-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What today's API says of every order and shift, and the payments as stored, equal the older release's. */
async function expectSameMoney(api: TestApi, cashier: string, owner: string, when: string) {
  const ids = Object.keys(expected.orders);
  expect(ids.length).toBeGreaterThan(150);
  for (const id of ids) {
    const answer = await api.call('GET', `order/${id}`, { token: cashier });
    expect(answer.status, `order ${id}`).toBe(200);
    for (const key of ORDER_FIGURES) expect(answer.body.data, `order ${id} still says ${key}`).toHaveProperty(key);
    expect(figuresOf(answer.body.data as Record<string, unknown>), `order ${id} ${when}`).toEqual(figuresOf(expected.orders[id]!));
  }
  for (const [id, report] of Object.entries(expected.shifts)) {
    const answer = await api.call('GET', `shift/report?shift_id=${id}`, { token: owner });
    expect(answer.status, `shift ${id}`).toBe(200);
    expect(answer.body.data, `shift ${id} ${when}`).toMatchObject(shiftOf(report));
  }
  const payments = await runOn(api.database)('select * from payments order by id');
  const columns = Object.keys(expected.payments[0]!);
  expect(
    payments.map((p) => pick(p, columns)),
    when,
  ).toEqual(expected.payments.map((p) => pick(p, columns)));
}

/**
 * Today's API on the upgraded books, at the older release's last moment, read as its cashier
 * and owner would; then every order derived again by today's derivation (as the next change
 * to it would) and read again: the figures stored by the older release and the ones today's
 * code makes of the same lines must both be the older release's.
 */
async function expectBooksKept(database: Database) {
  const moment = new Date(expected.clock);
  const api = await startTestApi({ database, clock: () => moment });
  try {
    const [cashier, owner] = [
      await api.signInAs('cashier', undefined, { shift: false }),
      await api.signInAs('owner', undefined, { shift: false }),
    ];
    await expectSameMoney(api, cashier, owner, 'as migrated');
    await database.db.transaction(async (tx) => {
      for (const id of Object.keys(expected.orders)) await deriveAndStore(tx, Number(id), moment, api.context.settings);
    });
    await expectSameMoney(api, cashier, owner, 'derived again by today’s code');
  } finally {
    await api.close();
  }
}

const startSettings = (backupDir: string) => ({ BACKUP: 'on' as const, BACKUP_DIR: backupDir, TZ_BUSINESS: 'Europe/Moscow' });
const olderSchema = journalOf(MIGRATIONS)[15]!.tag;

describe('the books of an older release (cash shifts, the first with every kind of money), started under today’s code', () => {
  it('on the embedded database: backed up as they were, migrated, every order, payment and shift unchanged', async () => {
    const dataDir = path.join(root, 'data');
    const older = await PGlite.create({ dataDir, ...PGLITE_OPTIONS });
    await older.exec(books);
    await older.close();

    const backups = path.join(root, 'backups');
    const database = await openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...startSettings(backups) });
    expect(listBackups(backups).map((b) => [b.reason, b.schemaVersion, b.figures['orders.rows']])).toEqual([
      ['before-migration', olderSchema, String(Object.keys(expected.orders).length)],
    ]);
    await expectBooksKept(database);
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: migrated in place, every order, payment and shift unchanged',
    async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const name = `washdesk_upgrade_${process.pid}`;
      await admin(server, `drop database if exists ${name} with (force)`);
      await admin(server, `create database ${name}`);
      try {
        const client = new pg.Client({ connectionString: databaseUrl(server, name) });
        await client.connect();
        await client.query(books);
        await client.end();
        // pg_dump may be missing on a shop's box: the backup before the migration is the embedded test's.
        const database = await openConfiguredDatabase({ DATA_DIR: root, DATABASE_URL: databaseUrl(server, name), BACKUP: 'off' });
        await expectBooksKept(database);
      } finally {
        await admin(server, `drop database if exists ${name} with (force)`);
      }
    },
    300_000,
  );
});
