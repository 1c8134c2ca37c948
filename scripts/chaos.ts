/**
 * `npm run chaos [-- --kills 20] [--only pglite|postgres]`: crash safety of money (issue 9).
 *
 * On each database (the embedded PGlite in a directory of its own, and a fresh PostgreSQL
 * database when one is reachable) it starts the production server, makes finished orders,
 * and runs a payment load: eight cashiers paying small sums, each payment with its own
 * idempotency key, as the cashier screen sends them. Meanwhile it kills the server with
 * SIGKILL at random moments (`--kills`, 20), restarts it, and lets the cashiers resubmit
 * what got no answer with the same key, as a terminal would. At the end it checks that
 * every payment the server acknowledged exists exactly once, that no key was paid twice,
 * and that no order is paid above its due sum, and prints the counts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { BenchApi, benchPlate } from '../bench/lib/api';
import { findPostgres, freshDatabase } from '../bench/lib/postgres';
import { ensureBuild } from '../bench/lib/server';
import { ORDERS_OUT_OF_STEP_SQL } from '../api/orders/out-of-step';

const { values } = parseArgs({ options: { kills: { type: 'string', default: '20' }, only: { type: 'string' }, orders: { type: 'string', default: '40' } } });
const KILLS = Number(values.kills);
const ORDERS = Number(values.orders);
const CASHIERS = 8;

interface Target {
  name: string;
  env: Record<string, string>;
  /** Runs a query on the database once the server is down. */
  query<T>(statement: string): Promise<T[]>;
  cleanup(): Promise<void>;
}

class Server {
  private child: ChildProcess | undefined;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}
  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', LIVE_POLL_MS: '60000', ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    while (!(await fetch(`${this.baseURL}/healthz`).then((r) => r.ok).catch(() => false))) {
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Ack {
  key: string;
  orderId: number;
  sum: number; // kopecks
  paymentId: number;
}

async function run(target: Target): Promise<string> {
  const server = new Server(5600 + Math.floor(Math.random() * 300), target.env);
  await server.start();
  const master = await BenchApi.login(server.baseURL, 'master', 'master-demo');
  const orders: number[] = [];
  const base = Math.floor(Math.random() * 500_000);
  for (let i = 0; i < ORDERS; i += 1) {
    const id = await master.startedOrder(benchPlate(base + i));
    await master.post('order/complete', { order_id: id });
    orders.push(id);
  }
  let cashier = await BenchApi.login(server.baseURL, 'cashier', 'cashier-demo');
  await cashier.ensureShift();

  const acks: Ack[] = [];
  const pending = new Map<string, { orderId: number; sum: number }>(); // sent, no answer yet
  let submits = 0;
  let refused = 0;
  let up = true;
  let stop = false;
  let sequence = 0;

  const pay = async (key: string, orderId: number, sum: number): Promise<'ok' | 'refused' | 'unknown'> => {
    submits += 1;
    try {
      const r = await fetch(`${server.baseURL}/api/v1/order/pay`, {
        method: 'POST',
        headers: { Authorization: cashier.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, sum: sum / 100, method: 'cash', idempotency_key: key }),
      });
      const body = (await r.json().catch(() => undefined)) as { data?: { payment_id: number } } | undefined;
      if (r.status === 200 && body?.data) {
        acks.push({ key, orderId, sum, paymentId: body.data.payment_id });
        return 'ok';
      }
      if (r.status >= 500) return 'unknown';
      refused += 1;
      return 'refused';
    } catch {
      return 'unknown'; // the server died under the request: the outcome is not known
    }
  };

  const cashierLoop = async () => {
    while (!stop) {
      if (!up) {
        await sleep(50);
        continue;
      }
      // First resubmit what got no answer, with the same key (what a terminal does).
      const [retryKey, retry] = pending.entries().next().value ?? [];
      if (retryKey && retry) {
        pending.delete(retryKey);
        if ((await pay(retryKey, retry.orderId, retry.sum)) === 'unknown') pending.set(retryKey, retry);
        continue;
      }
      const orderId = orders[Math.floor(Math.random() * orders.length)]!;
      const sum = 100 * (1 + Math.floor(Math.random() * 30)); // 1–30 roubles
      const key = `chaos-${target.name}-${process.pid}-${(sequence += 1)}`;
      if ((await pay(key, orderId, sum)) === 'unknown') pending.set(key, { orderId, sum });
    }
  };

  const loops = Array.from({ length: CASHIERS }, cashierLoop);
  for (let kill = 1; kill <= KILLS; kill += 1) {
    await sleep(300 + Math.random() * 1700);
    up = false;
    await server.kill('SIGKILL');
    process.stdout.write(`  ${target.name}: kill ${kill}/${KILLS}, ${acks.length} payments acknowledged\r`);
    await server.start();
    cashier = await BenchApi.login(server.baseURL, 'cashier', 'cashier-demo');
    up = true;
  }
  // A last stretch without kills, so every unanswered payment is resubmitted and answered.
  await sleep(1500);
  while (pending.size > 0) await sleep(100);
  stop = true;
  await Promise.all(loops);
  await server.kill('SIGTERM');

  // The database as the last process left it.
  const stored = await target.query<{ id: number; order_id: number; sum: number; idempotency_key: string | null }>(
    `select id, order_id, sum, idempotency_key from payments where idempotency_key like 'chaos-%'`,
  );
  const byKey = new Map<string, typeof stored>();
  for (const p of stored) byKey.set(p.idempotency_key!, [...(byKey.get(p.idempotency_key!) ?? []), p]);
  const lost = acks.filter((a) => !(byKey.get(a.key) ?? []).some((p) => Number(p.id) === a.paymentId && Number(p.sum) === a.sum && Number(p.order_id) === a.orderId));
  const duplicated = [...byKey.values()].filter((rows) => rows.length > 1);
  const ackedKeys = new Set(acks.map((a) => a.key));
  const unacknowledged = [...byKey.keys()].filter((k) => !ackedKeys.has(k));
  const overpaid = await target.query<{ id: number }>(ORDERS_OUT_OF_STEP_SQL);
  await target.cleanup();

  console.log(
    `\n  ${target.name}: ${KILLS} kills, ${submits} submits, ${acks.length} payments acknowledged, ${refused} refused (order paid up), ` +
      `${lost.length} lost, ${duplicated.length} duplicated, ${unacknowledged.length} stored without an answer, ${overpaid.length} orders paid above due or out of step`,
  );
  const ok = lost.length === 0 && duplicated.length === 0 && unacknowledged.length === 0 && overpaid.length === 0;
  return `| ${target.name} | ${KILLS} | ${submits} | ${acks.length} | ${lost.length} | ${duplicated.length} | ${unacknowledged.length} | ${overpaid.length} | ${ok ? 'pass' : 'FAIL'} |`;
}

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-chaos-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dir },
    async query<T>(statement: string) {
      const db = await PGlite.create(dir);
      try {
        return (await db.query<T>(statement)).rows;
      } finally {
        await db.close();
      }
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const fresh = await freshDatabase(serverUrl, 'chaos');
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: fresh.url, SESSION_SECRET: 'chaos-session-secret-0123456789', SEED_DEMO: 'true' },
    async query<T>(statement: string) {
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        return (await client.query(statement)).rows as T[];
      } finally {
        await client.end();
      }
    },
    cleanup: fresh.drop,
  };
}

ensureBuild();
const rows: string[] = [];
if (values.only !== 'postgres') rows.push(await run(await pgliteTarget()));
if (values.only !== 'pglite') {
  const url = await findPostgres();
  if (url) rows.push(await run(await postgresTarget(url)));
  else console.log('  no PostgreSQL server reachable: PGlite only');
}
console.log(`\n| database | kills | submits | acknowledged | lost | duplicated | stored without an answer | orders out of step | result |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(rows.every((r) => r.includes('| pass |')) ? 0 : 1);
