/**
 * Memory and start (docs/benchmarks.md): how much a server holds, and how soon it serves, on
 * the embedded database and on PostgreSQL, at 1,000 and 100,000 orders side by side. Each
 * case seeds its own database, starts the production server on it as `npm start` does
 * (bench/lib/server.ts) and reads the whole process's resident memory (every thread: the
 * embedded database's included) from /proc, beside Node's own view of its heap:
 * - ready: from the process's spawn to the first answer of /healthz;
 * - idle: 10 s after ready, nothing asked of it;
 * - served: after a cashier has opened the list page, its data and an order's page 200
 *   times, then 10 s idle (what a server holds through a working day).
 * BENCH_MEMORY_BEFORE names another checkout, built, measured on the same databases beside
 * this one (an earlier version, as its own `npm start` ran it).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/db/open';
import { seedOrders } from './lib/seed-orders';
import { freshDatabase } from './lib/postgres';
import { BenchApi, sessionCookie } from './lib/api';
import { startServer, type BenchServer } from './lib/server';
import { round, table } from './lib/stats';
import type { Section } from './section';

const IDLE_MS = 10_000;
const SERVED_REQUESTS = 200;
const mb = (bytes: number) => round(bytes / 1024 / 1024, 0);

interface Reading {
  rssMb: number;
  heapMb: number;
  externalMb: number;
}

interface Case {
  version: string;
  database: 'PGlite' | 'PostgreSQL';
  orders: number;
  readyMs: number;
  /** How long the served requests took, one after another: a coarse check that a cut of memory did not cost speed. */
  servedMs: number;
  idle: Reading;
  served: Reading;
}

/** The process's resident set, all threads (VmRSS), with Node's heap and off-heap memory of its main thread. */
async function readMemory(server: BenchServer): Promise<Reading> {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  const usage = await server.memory();
  return { rssMb: round(rssKb / 1024, 0), heapMb: mb(usage.heapUsed), externalMb: mb(usage.external) };
}

async function serve(server: BenchServer): Promise<void> {
  const api = await BenchApi.login(server.baseURL, 'cashier', 'cashier-demo');
  const { orders } = await api.get<{ orders: Array<{ id: number }> }>('order/list?page=1&page_size=1');
  const orderId = orders[0]?.id;
  const cookie = await sessionCookie(server.baseURL, 'cashier', 'cashier-demo');
  const get = async (url: string) => {
    const r = await fetch(`${server.baseURL}${url}`, { headers: { cookie } });
    await r.text();
    if (!r.ok) throw new Error(`GET ${url}: ${r.status}`);
  };
  for (let i = 0; i < SERVED_REQUESTS; i += 1) {
    await get('/cashier/tasks/active');
    await get('/cashier/tasks/active.data');
    if (orderId) await get(`/cashier/task/${orderId}`);
  }
}

async function measure(
  version: string,
  database: Case['database'],
  orders: number,
  env: Record<string, string>,
  cwd?: string,
): Promise<Case> {
  const server = await startServer(env, { cwd });
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await readMemory(server);
    const started = performance.now();
    await serve(server);
    const servedMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const served = await readMemory(server);
    return { version, database, orders, readyMs: server.readyMs, servedMs, idle, served };
  } finally {
    await server.stop();
  }
}

export async function memoryStart(options: { postgres: string | undefined; sizes: number[] }): Promise<Section> {
  const cases: Case[] = [];
  const before = process.env.BENCH_MEMORY_BEFORE;
  const versions: Array<{ label: string; cwd?: string }> = [{ label: 'this' }, ...(before ? [{ label: 'before', cwd: before }] : [])];
  const measureAll = async (database: Case['database'], orders: number, env: Record<string, string>) => {
    for (const version of versions) {
      cases.push(await measure(version.label, database, orders, env, version.cwd));
      console.log(JSON.stringify(cases.at(-1)));
    }
  };
  for (const orders of options.sizes) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-bench-memory-'));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await seedOrders(database.db, orders, () => undefined);
      await database.close();
      await measureAll('PGlite', orders, { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (!options.postgres) continue;
    const db = await freshDatabase(options.postgres, 'memory');
    try {
      const database = await openDatabase({ kind: 'postgres', url: db.url });
      await seedOrders(database.db, orders, () => undefined);
      await database.close();
      await measureAll('PostgreSQL', orders, { DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  }
  const markdown = [
    'The production server (as `npm start` runs it) on a database seeded beforehand (bench/lib/seed-orders.ts), started once per ' +
      'case. **Ready**: from the spawn of the process to the first answer of `/healthz`. **RSS**: the whole process, every thread ' +
      '(the embedded database runs on one of its own), from /proc; **heap** and **off-heap**: Node’s view of its main thread after a ' +
      `full collection. **Idle**: ${IDLE_MS / 1000} s after ready; **served**: after a cashier opened the list page, its data and an ` +
      `order’s page ${SERVED_REQUESTS} times each, one request after another (**served in**: how long they took), then ` +
      `${IDLE_MS / 1000} s idle. ` +
      'Goals: under 250 MB on the embedded database and under 120 MB on PostgreSQL at 100,000 orders, ready within 5 s.',
    '',
    table(
      [
        'version',
        'database',
        'orders',
        'ready (s)',
        'idle RSS (MB)',
        'idle heap / off-heap (MB)',
        'served in (s)',
        'served RSS (MB)',
        'served heap / off-heap (MB)',
      ],
      cases.map((c) => [
        c.version,
        c.database,
        c.orders.toLocaleString('en'),
        round(c.readyMs / 1000, 1),
        c.idle.rssMb,
        `${c.idle.heapMb} / ${c.idle.externalMb}`,
        round(c.servedMs / 1000, 1),
        c.served.rssMb,
        `${c.served.heapMb} / ${c.served.externalMb}`,
      ]),
    ),
    ...(options.postgres ? [] : ['', 'No PostgreSQL server was reachable: the PostgreSQL figures were not measured.']),
  ].join('\n');
  return { id: 'memory-start', title: 'Memory and start', markdown, data: cases };
}
