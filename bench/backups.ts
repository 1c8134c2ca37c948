/**
 * Backups (docs/reliability.md 'Backups'): for each size and database, the books generated
 * (bench/lib/seed-orders.ts, bench/lib/seed-books.ts), one verified backup taken as the server
 * takes it, then restored into an empty target and compared. Times are wall clock on this
 * machine; the peak is this process's resident memory (the embedded database's thread
 * included), sampled every 100 ms.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/db/open';
import { restoreEmbedded } from '../api/backup/restore-embedded';
import { restorePostgres } from '../api/backup/restore-postgres';
import { takeBackup } from '../api/backup/take-backup';
import type { Database } from '../api/db/database';
import { seedOrders } from './lib/seed-orders';
import { seedBooks } from './lib/seed-books';
import { freshDatabase } from './lib/postgres';
import { table } from './lib/stats';
import type { Section } from './section';
import { loadDuringBackup } from './backup-load';

interface Row {
  database: 'embedded' | 'postgres';
  orders: number;
  seedS: number;
  backupS: number;
  verifyS: number;
  megabytes: number;
  restoreS: number;
  peakMb: number;
}

function peakMemory(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return () => {
    clearInterval(timer);
    return Math.round(peak / 1024 / 1024);
  };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function measure(kind: Row['database'], orders: number, postgres: string | undefined, root: string): Promise<Row> {
  const stop = peakMemory();
  const dir = path.join(root, `${kind}-${orders}`, 'backups');
  let database: Database;
  let target: { url: string; drop: () => Promise<void> } | undefined;
  let source: { url: string; drop: () => Promise<void> } | undefined;
  if (kind === 'postgres') {
    source = await freshDatabase(postgres!, 'backup_source');
    database = await openDatabase({ kind: 'postgres', url: source.url });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, `${kind}-${orders}`, 'data'), thread: true });
  }
  // Closed once only: a second close of the embedded database's thread waits for ever.
  let closed = false;
  try {
    let t = Date.now();
    await seedOrders(database.db, orders, () => undefined);
    await seedBooks(database.db);
    const seedS = seconds(Date.now() - t);
    t = Date.now();
    const made = await takeBackup(database, {
      dir,
      reason: 'manual',
      retention: { daily: 7, weekly: 4, monthly: 12 },
      timeZone: 'Europe/Moscow',
    });
    const backupS = seconds(Date.now() - t);
    await database.close();
    closed = true;
    t = Date.now();
    if (kind === 'postgres') {
      target = await freshDatabase(postgres!, 'backup_target');
      await restorePostgres(target.url, path.join(dir, made.file), made.figures);
    } else {
      const dataDir = path.join(root, `${kind}-${orders}`, 'restored');
      mkdirSync(dataDir, { recursive: true });
      await restoreEmbedded(path.join(dir, made.file), dataDir, made.figures);
    }
    const restoreS = seconds(Date.now() - t);
    return {
      database: kind,
      orders,
      seedS,
      backupS,
      verifyS: seconds(made.verified.ms),
      megabytes: Math.round((made.bytes / 1024 / 1024) * 10) / 10,
      restoreS,
      peakMb: stop(),
    };
  } finally {
    stop();
    if (!closed) await database.close().catch(() => undefined);
    await source?.drop();
    await target?.drop();
  }
}

export async function backups(options: {
  postgres: string | undefined;
  sizes: number[];
  pgliteMax: number;
  /** The books the page rate during a backup is measured on. */
  loadOrders: number;
}): Promise<Section> {
  const root = mkdtempSync(path.join(tmpdir(), 'washdesk-bench-backups-'));
  const rows: Row[] = [];
  try {
    for (const orders of options.sizes) {
      if (options.postgres) rows.push(await measure('postgres', orders, options.postgres, root));
      if (orders <= options.pgliteMax) rows.push(await measure('embedded', orders, undefined, root));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const load = await loadDuringBackup({ postgres: options.postgres, orders: options.loadOrders });
  const markdown = [
    'One verified backup of generated books (orders with lines, workers, payments, refunds, closed shifts and cash moves) and its',
    'restore into an empty target, compared with the backup. «Backup» includes its verification (restored into a scratch database',
    'and compared); «restore» includes the check of the target and this release\u2019s migrations.',
    '',
    table(
      ['database', 'orders', 'generate, s', 'backup, s', 'of which verify, s', 'file, MB', 'restore, s', 'peak memory, MB'],
      rows.map((r) => [r.database, r.orders.toLocaleString('en-US'), r.seedS, r.backupS, r.verifyS, r.megabytes, r.restoreS, r.peakMb]),
    ),
    '',
    '### The server during a backup',
    '',
    'The master\u2019s list page (`/master/tasks/all`, 50 rows) under 10 connections on the production server (bench/backup-load.ts): for',
    '10 s with no backup, then from the owner\u2019s «Сделать копию сейчас» until the backup is listed, verified. The longest wait is',
    'the slowest page of the window: on the embedded database it holds the pause in which the copy is made and no statement runs.',
    '',
    table(
      [
        'database',
        'orders',
        'pages/s, no backup',
        'pages/s, during',
        'p95 ms, no backup',
        'p95 ms, during',
        'longest wait ms, no backup',
        'longest wait ms, during',
        'backup under load, s',
        'errors',
      ],
      load.map((r) => [
        r.database,
        r.orders.toLocaleString('en-US'),
        r.idle.rps,
        r.during.rps,
        r.idle.p95,
        r.during.p95,
        r.idle.longest,
        r.during.longest,
        r.backupS,
        r.idle.errors + r.during.errors,
      ]),
    ),
  ].join('\n');
  return { id: 'backups', title: 'Backups and restores', markdown, data: { rows, load } };
}
