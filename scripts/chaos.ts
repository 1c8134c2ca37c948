/**
 * `npm run chaos [-- --kills 20] [--only pglite|postgres] [--database name]`: crash safety of
 * the money (docs/reliability.md).
 *
 * On each database (the embedded PGlite in a directory of its own, and a fresh PostgreSQL
 * database when a server is reachable, named by `--database`) it starts the production
 * server, makes finished orders and eight cashier accounts, and runs the desk's load
 * (scripts/chaos/desk.ts): each cashier in a drawer of their own pays orders in cash, puts
 * cash in and takes it out, closes the shift with the cash it should hold and opens the next,
 * every money request with its idempotency key, as the screens send them. Meanwhile it kills
 * the server with SIGKILL at random moments (`--kills`, 20), restarts it, and the cashiers
 * send again what got no answer, with the same key, as a terminal would. At the end it reads
 * the database the last process left (scripts/chaos/verify.ts) and prints the counts.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BenchApi, benchPlate } from '../bench/lib/api';
import { findPostgres } from '../bench/lib/postgres';
import { ensureBuild } from '../bench/lib/server';
import { cashierLoop, DeskCashier, type Acks, type Counts } from './chaos/desk';
import { Server, sleep } from './chaos/server';
import { pgliteTarget, postgresTarget, type Target } from './chaos/targets';
import { verify } from './chaos/verify';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    only: { type: 'string' },
    orders: { type: 'string', default: '40' },
    database: { type: 'string', default: `washdesk_chaos_${Date.now()}_${process.pid}` },
  },
});
const KILLS = Number(values.kills);
const ORDERS = Number(values.orders);
const CASHIERS = 8;
/** The table's columns, one per cell of a run's row. */
const COLUMNS = [
  'database',
  'kills',
  'submits',
  'cut off by a kill (sent again)',
  'payments acknowledged',
  'cash moves acknowledged',
  'closes acknowledged',
  'lost',
  'duplicated',
  'stored without an answer',
  'repeats refused',
  'orders out of step',
  'shifts out of step',
  'result',
];

/** One database's run; whatever happens, its server is stopped and its database removed. */
async function run(target: Target): Promise<string> {
  const server = new Server(5600 + Math.floor(Math.random() * 300), target.env);
  try {
    return await drive(server, target);
  } finally {
    await server.kill('SIGKILL');
    await target.cleanup();
  }
}

async function drive(server: Server, target: Target): Promise<string> {
  await server.start();
  const master = await BenchApi.login(server.baseURL, 'master', 'master-demo');
  const orders: number[] = [];
  const base = Math.floor(Math.random() * 500_000);
  for (let i = 0; i < ORDERS; i += 1) {
    const id = await master.startedOrder(benchPlate(base + i));
    await master.post('order/complete', { order_id: id });
    orders.push(id);
  }
  // A drawer per cashier: each an account of their own, made by the owner.
  const owner = await BenchApi.login(server.baseURL, 'owner', 'owner-demo');
  const acks: Acks = { payments: [], moves: [], closes: [], opens: [] };
  const counts: Counts = { submits: 0, cutOff: 0, refused: 0, repeatsRefused: [], errors: [] };
  const cashiers: DeskCashier[] = [];
  for (let i = 1; i <= CASHIERS; i += 1) {
    const password = `chaos-${randomBytes(9).toString('base64url')}`;
    await owner.post('owner/account', { login: `chaos${i}`, name: `Кассир ${i}`, role: 'cashier', password });
    const cashier = new DeskCashier(() => server.baseURL, `chaos${i}`, password, `${target.name}-${process.pid}-${i}`, acks, counts);
    await cashier.signIn();
    cashiers.push(cashier);
  }

  const state = { up: true, stop: false };
  const loops = cashiers.map((c) => cashierLoop(c, orders, state));
  for (let kill = 1; kill <= KILLS; kill += 1) {
    await sleep(300 + Math.random() * 1700);
    state.up = false;
    await server.kill('SIGKILL');
    process.stdout.write(
      `  ${target.name}: kill ${kill}/${KILLS}, ` +
        `acknowledged ${acks.payments.length} payments, ${acks.moves.length} cash moves, ${acks.closes.length} closes\r`,
    );
    await server.start();
    state.up = true;
  }
  // A last stretch without kills: every unanswered request is sent again and answered.
  await sleep(1500);
  state.stop = true;
  await Promise.all(loops);
  await server.kill('SIGTERM');

  const found = await verify(target, acks);
  const a = found.acknowledged;
  console.log(
    `\n  ${target.name}: ${KILLS} kills, ${counts.submits} submits (${counts.cutOff} cut off by a kill, sent again), ` +
      `acknowledged ${a.payments} payments, ${a.moves} cash moves, ${a.closes} closes; ` +
      `${counts.refused} refused (order paid up, drawer short); ` +
      `${found.lost.length} lost, ${found.duplicated.length} duplicated, ${found.unacknowledged.length} stored without an answer, ` +
      `${counts.repeatsRefused.length} repeats refused, ` +
      `${found.ordersOutOfStep} orders and ${found.shiftsOutOfStep.length} shifts out of step`,
  );
  for (const problem of [
    ...found.lost,
    ...found.duplicated,
    ...found.unacknowledged,
    ...counts.repeatsRefused,
    ...found.shiftsOutOfStep,
    ...counts.errors,
  ].slice(0, 20))
    console.log(`    ${problem}`);
  const ok =
    !found.lost.length &&
    !found.duplicated.length &&
    !found.unacknowledged.length &&
    !counts.repeatsRefused.length &&
    !found.ordersOutOfStep &&
    !found.shiftsOutOfStep.length &&
    !counts.errors.length;
  const cells = [
    target.name,
    KILLS,
    counts.submits,
    counts.cutOff,
    a.payments,
    a.moves,
    a.closes,
    found.lost.length,
    found.duplicated.length,
    found.unacknowledged.length,
    counts.repeatsRefused.length,
    found.ordersOutOfStep,
    found.shiftsOutOfStep.length,
    ok ? 'pass' : 'FAIL',
  ];
  return `| ${cells.join(' | ')} |`;
}

ensureBuild();
const rows: string[] = [];
if (values.only !== 'postgres') rows.push(await run(pgliteTarget()));
if (values.only !== 'pglite') {
  const url = await findPostgres();
  if (url) rows.push(await run(await postgresTarget(url, values.database!)));
  else console.log('  no PostgreSQL server reachable: PGlite only');
}
console.log(`\n| ${COLUMNS.join(' | ')} |`);
console.log(`|${' --- |'.repeat(COLUMNS.length)}`);
for (const row of rows) console.log(row);
process.exit(rows.every((r) => r.includes('| pass |')) ? 0 : 1);
