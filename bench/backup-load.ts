/**
 * The server still answers during a backup (docs/reliability.md 'How long it takes'): the
 * master's list page under 10 connections, first for 10 s with no backup, then while a backup
 * the owner asked for («Сделать копию сейчас», `owner/backups/take`) is made and verified, on
 * the same server and books. Every response is timed: the longest wait shows the pause of the
 * embedded database's copy, when no statement runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../api/db/open';
import { BenchApi, sessionCookie } from './lib/api';
import { freshDatabase } from './lib/postgres';
import { seedOrders } from './lib/seed-orders';
import { startServer, type BenchServer } from './lib/server';
import { percentile, round } from './lib/stats';

export interface LoadDuringBackup {
  database: 'embedded' | 'postgres';
  orders: number;
  /** Pages a second, the p95 and the longest wait (ms), with no backup. */
  idle: { rps: number; p95: number; longest: number; errors: number };
  /** The same from the owner's request until the backup is listed (or failed). */
  during: { rps: number; p95: number; longest: number; errors: number };
  backupS: number;
}

const CONNECTIONS = 10;
const PAGE = '/master/tasks/all';

interface Timed {
  at: number;
  ms: number;
  ok: boolean;
}

/** Loads the page until `until` resolves; answers every response with the moment it came. */
async function loadUntil(url: string, headers: Record<string, string>, until: Promise<unknown>): Promise<Timed[]> {
  const seen: Timed[] = [];
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: 3600 }, () => finished());
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
    seen.push({ at: Date.now(), ms, ok: status === 200 }),
  );
  try {
    await until;
  } finally {
    instance.stop();
    await done;
  }
  return seen;
}

function summary(seen: Timed[], from: number, to: number) {
  const inside = seen.filter((r) => r.at >= from && r.at <= to);
  const times = inside.map((r) => r.ms);
  return {
    rps: round(inside.length / ((to - from) / 1000), 0),
    p95: round(percentile(times, 95), 0),
    longest: Math.round(Math.max(0, ...times)),
    errors: inside.filter((r) => !r.ok).length,
  };
}

async function measureOn(server: BenchServer, database: LoadDuringBackup['database'], orders: number): Promise<LoadDuringBackup> {
  const headers = { cookie: await sessionCookie(server.baseURL, 'master', 'master-demo') };
  const owner = await BenchApi.login(server.baseURL, 'owner', 'owner-demo');
  const url = `${server.baseURL}${PAGE}`;
  // Warm-up, then the page with no backup.
  await loadUntil(url, headers, new Promise((r) => setTimeout(r, 3000)));
  const idleFrom = Date.now();
  const idle = summary(await loadUntil(url, headers, new Promise((r) => setTimeout(r, 10_000))), idleFrom, Date.now());

  const before = (await owner.get<{ backups: unknown[] }>('owner/backups')).backups.length;
  let from = 0;
  let to = 0;
  const backup = (async () => {
    await new Promise((r) => setTimeout(r, 2000));
    from = Date.now();
    await owner.post('owner/backups/take', {});
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const state = await owner.get<{ running: boolean; backups: unknown[]; last_attempt: { ok: boolean } | null }>('owner/backups');
      if (!state.running) {
        to = Date.now();
        if (state.backups.length <= before || !state.last_attempt?.ok) throw new Error('the backup under load failed');
        return;
      }
    }
  })();
  const seen = await loadUntil(url, headers, backup);
  return { database, orders, idle, during: summary(seen, from, to), backupS: round((to - from) / 1000, 1) };
}

/** The page rate beside a backup on each database, with `orders` generated orders. */
export async function loadDuringBackup(options: { postgres: string | undefined; orders: number }): Promise<LoadDuringBackup[]> {
  const rows: LoadDuringBackup[] = [];
  const root = mkdtempSync(path.join(tmpdir(), 'washdesk-bench-backup-load-'));
  try {
    if (options.postgres) {
      const db = await freshDatabase(options.postgres, 'backup_load');
      try {
        const database = await openDatabase({ kind: 'postgres', url: db.url });
        await seedOrders(database.db, options.orders, () => undefined);
        await database.close();
        const server = await startServer({ DATABASE_URL: db.url, BACKUP_DIR: path.join(root, 'pg-backups') });
        try {
          rows.push(await measureOn(server, 'postgres', options.orders));
        } finally {
          await server.stop();
        }
      } finally {
        await db.drop();
      }
    }
    const dataDir = path.join(root, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await seedOrders(database.db, options.orders, () => undefined);
    await database.close();
    const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: path.join(root, 'backups') });
    try {
      rows.push(await measureOn(server, 'embedded', options.orders));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return rows;
}
