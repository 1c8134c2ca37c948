import { expect, it } from 'vitest';
import type { Order, OrderRow } from '../contract/orders';
import type { Queue } from '../contract/display';
import { startOfBusinessDay } from '../domain/business-time';
import {
  addLine,
  cancelOrder,
  changeLine,
  newOrder,
  openSeq,
  pay,
  phoneOrName,
  refund,
  takeCar,
  work,
  type Seq,
  type Who,
} from './list-cache-sequences-steps';
import { deskBooking, keys, owner, sweep } from './list-cache-sequences-outside';
import { checkQueue, doneToday, isDraft } from './list-cache-sequences-pages';

/**
 * The lists and the wall display are answered from a cache per process (api/orders/answer-cache.ts,
 * docs/decisions/043-one-reload-for-many-screens.md): a stale answer after a change would show the
 * cashier a wrong sum or status. Random sequences of real calls (master, cashier, owner: orders taken,
 * lines added, deleted, canceled and marked, workers set, orders started, finished and canceled, money
 * taken in part and in full and given back, keys, phones and client names changed, desk bookings that
 * name a client, the owner's prices and renames, the server's sweep of given-up drafts), refusals
 * included, never a 5xx. After every step, at once, as the screens ask:
 *
 * - every list the screens read (all, waiting, in progress, done, done today, the cashier's) and the
 *   wall: each order's row says what its page says right now (status, money, client, phone, lines,
 *   keys), each order is on exactly the lists its state puts it on, in the lists' order, each total
 *   counts them, and the wall's columns are the orders' statuses;
 * - after a change answered 200, five screens ask for the same list (or the wall) at once: the five
 *   answers are the same, and current.
 *
 * A failure prints the seed, the step and every call before it; LIST_CACHE_SEEDS (comma-separated) and
 * LIST_CACHE_STEPS replay it.
 */
const SEEDS = (process.env.LIST_CACHE_SEEDS ?? '1,2,3').split(',').map(Number);
/** `npm test` 45 steps a seed; `npm run test:soak` (SOAK=1) 160. */
const STEPS = Number(process.env.LIST_CACHE_STEPS ?? (process.env.SOAK === '1' ? 160 : 45));
const TZ = 'Europe/Moscow';

interface Screen {
  name: string;
  who: Who;
  query: string;
  /** Whether an order belongs on this screen, by its page. */
  holds: (o: Order, dayStart: number) => boolean;
}

/** The screens' lists (the master's task lists, the cashier's active list and their order-list.server.ts): page 1 of 50. */
const SCREENS: Screen[] = [
  { name: 'all', who: 'master', query: 'status=all', holds: () => true },
  { name: 'waiting', who: 'master', query: 'status=waiting', holds: (o) => o.job_status === 'waiting' },
  { name: 'in progress', who: 'master', query: 'status=in_progress', holds: (o) => o.job_status === 'in_progress' },
  { name: 'done', who: 'master', query: 'status=done', holds: (o) => o.job_status === 'done' },
  { name: 'done today', who: 'master', query: 'status=done&done_today=true', holds: doneToday },
  { name: 'cashier', who: 'cashier', query: 'status=waiting_for_payment', holds: (o) => o.needs_cashier },
];
const listPath = (s: Screen) => `order/list?${s.query}&page=1&page_size=50`;

/** What a list row must say, from the order's page. */
function rowOf(o: Order) {
  return {
    plate_number: o.car.plate_number,
    model_text: o.car.model_text,
    job_status: o.job_status,
    pay_status: o.pay_status,
    total_sum: o.total_sum,
    sum_final: o.sum_final,
    total_paid: o.total_paid,
    pay_sum: o.pay_sum,
    refund_due: o.refund_due,
    client_name: o.client?.name ?? null,
    phone: o.client?.phone ?? null,
    services: o.items
      .filter((i) => i.job_status !== 'canceled')
      .map((i) => ({ name: i.name, quantity: i.quantity, kind: i.kind, is_open: i.is_open })),
    keys_state: o.car.keys_state,
    key_cell: o.car.key_cell,
    is_wash: o.is_wash,
    is_tire: o.is_tire,
    done_at: o.done_at,
    can_be_changed: o.can_be_changed,
    can_be_completed: o.can_be_completed,
    can_return_keys: o.can_return_keys,
    contract_company: o.contract_company,
  };
}
/** The same fields of a row, in the same order. */
const pickRow = (r: OrderRow) => {
  const keys = Object.keys(rowOf({ car: {}, items: [], client: null } as unknown as Order));
  return Object.fromEntries(keys.map((k) => [k, (r as unknown as Record<string, unknown>)[k]]));
};

/** A list answer against the orders' pages: rows, membership and total. */
function checkList(w: Seq, name: string, s: Screen, data: { orders: OrderRow[]; total: number }, pages: Order[], dayStart: number) {
  const byId = new Map(data.orders.map((r) => [r.id, r]));
  w.expect(byId.size === data.orders.length, () => `${name}: an order is twice on the page`);
  const wanted = pages.filter((o) => !isDraft(o) && s.holds(o, dayStart));
  for (const o of pages) {
    const row = byId.get(o.id);
    const belongs = wanted.includes(o);
    w.expect(
      belongs === (row !== undefined),
      () =>
        `${name}: order ${o.id} (${o.job_status}, pay ${o.pay_status}, needs cashier ${o.needs_cashier}, done ${o.done_at}` +
        `${isDraft(o) ? ', a draft' : ''}) is ${row ? '' : 'not '}on the list; its row says ` +
        `${row ? JSON.stringify(pickRow(row)) : '-'}`,
    );
    if (!row) continue;
    const got = JSON.stringify(pickRow(row));
    const want = JSON.stringify(rowOf(o));
    w.expect(got === want, () => `${name}: the row of order ${o.id} is not its page\n  row:  ${got}\n  page: ${want}`);
  }
  // Newest first; the cashier's: ready cars first, longest waiting on top, then canceled, in work, not started (list.ts).
  const rank = { done: 0, canceled: 1, in_progress: 2, waiting: 3 } as const;
  const order = (a: Order, b: Order) =>
    s.name !== 'cashier'
      ? b.id - a.id
      : rank[a.job_status] - rank[b.job_status] || (a.done_at ?? '~').localeCompare(b.done_at ?? '~') || a.id - b.id;
  const want = wanted.sort(order).map((o) => o.id);
  const got = data.orders.map((r) => r.id);
  w.expect(JSON.stringify(got) === JSON.stringify(want), () => `${name}: the rows are orders ${got}, the pages put ${want} on it`);
  w.expect(data.total === wanted.length, () => `${name}: total ${data.total}, ${wanted.length} orders belong`);
}

/** Each order's page, right now (not cached: the truth the lists are held to). */
async function readPages(w: Seq): Promise<Order[]> {
  const answers = await Promise.all(
    w.orders.map((id) => w.call(w.rng.pick(['master', 'cashier', 'owner'] as const), 'GET', `order/${id}`)),
  );
  return answers.map((res, i) => {
    w.expect(res.status === 200, () => `order/${w.orders[i]} answered ${res.status}`);
    const o = res.body.data as Order;
    w.truth.set(o.id, o);
    return o;
  });
}

/** The wall's answer as the screens compare it: ready_at and ahead are estimates against the clock. */
const wallOf = (q: Queue) =>
  JSON.stringify(Object.values(q).map((col: Queue['waiting']) => col.map((c) => [c.id, c.plate_number, c.model_text, c.since])));

/** Five screens reload the same list (or the wall) at once, right after a change. */
async function fiveAtOnce(w: Seq) {
  const s = w.rng.chance(0.2) ? undefined : w.rng.pick(SCREENS);
  const path = s ? listPath(s) : 'display/queue';
  const answers = await Promise.all(Array.from({ length: 5 }, () => w.call(s?.who ?? 'cashier', 'GET', path)));
  w.expect(
    answers.every((a) => a.status === 200),
    () => `${path} five at once: ${answers.map((a) => a.status)}`,
  );
  const forms = answers.map((a) => (s ? JSON.stringify(a.body.data) : wallOf(a.body.data as Queue)));
  w.expect(new Set(forms).size === 1, () => `${path}: five screens asking at once got ${new Set(forms).size} different answers`);
  return { s, path, data: answers[0]!.body.data };
}

/** Every screen's read after a step, held to the orders' pages read after them. */
async function checkScreens(w: Seq): Promise<void> {
  const burst = w.changed ? await fiveAtOnce(w) : undefined;
  const [lists, queue] = await Promise.all([
    Promise.all(SCREENS.map((s) => w.call(s.who, 'GET', listPath(s)))),
    w.call(w.rng.pick(['master', 'cashier', 'owner'] as const), 'GET', 'display/queue'),
  ]);
  const pages = await readPages(w);
  const dayStart = startOfBusinessDay(new Date(), TZ).getTime();
  SCREENS.forEach((s, i) => {
    w.expect(lists[i]!.status === 200, () => `${listPath(s)} answered ${lists[i]!.status}`);
    checkList(w, `the ${s.name} list`, s, lists[i]!.body.data, pages, dayStart);
  });
  w.expect(queue.status === 200, () => `display/queue answered ${queue.status}`);
  checkQueue(w, 'the wall', queue.body.data as Queue, pages, dayStart);
  if (burst) {
    const name = `five at once of ${burst.path}`;
    if (burst.s) checkList(w, name, burst.s, burst.data, pages, dayStart);
    else checkQueue(w, name, burst.data as Queue, pages, dayStart);
    w.count('five-at-once');
  }
}
type Step = (w: Seq) => Promise<void>;
const STEP_KINDS: (readonly [Step, number])[] = [
  [newOrder, 10],
  [addLine, 8],
  [changeLine, 9],
  [work, 12],
  [cancelOrder, 4],
  [pay, 12],
  [refund, 5],
  [phoneOrName, 7],
  [keys, 4],
  [owner, 5],
  [deskBooking, 4],
  [sweep, 2],
];

const totals = { steps: 0, checks: 0, calls: 0, ms: 0, done: new Map<string, number>() };

async function runSeed(seed: number): Promise<void> {
  const started = Date.now();
  const w = await openSeq(seed);
  w.log('start');
  await checkScreens(w);
  for (w.step = 1; w.step <= STEPS; w.step += 1) {
    const step = w.weighted(STEP_KINDS);
    w.changed = false;
    await step(w);
    await checkScreens(w);
  }
  const ms = Date.now() - started;
  totals.steps += STEPS;
  totals.checks += w.checks;
  totals.calls += w.calls;
  totals.ms += ms;
  for (const [k, n] of w.done) totals.done.set(k, (totals.done.get(k) ?? 0) + n);
  const statuses = Object.fromEntries([...w.statuses].sort(([a], [b]) => a.localeCompare(b)));
  console.log(
    `list-cache sequences, seed ${seed}: ${STEPS} steps, ${w.checks} checks, ${w.calls} calls in ${(ms / 1000).toFixed(1)} s; ` +
      `orders ${w.orders.length}; answers to writes ${JSON.stringify(statuses)}; did ${JSON.stringify(Object.fromEntries(w.done))}`,
  );
}

it.each(SEEDS)(
  'seed %i: right after every change each list and the wall show every order with the status, sums, client and lines of its page',
  (seed) => runSeed(seed),
  300_000,
);

it("a name the desk gives a nameless client by booking is on the cashier's list at once, not 5 s later", async () => {
  const w = await openSeq(101);
  await takeCar(w, { phone: w.newPhone(), name: null, lines: 1, keys: false });
  await takeCar(w, { phone: null, name: null, lines: 1, keys: false });
  await checkScreens(w);
  w.step = 1;
  await deskBooking(w);
  expect(w.done.get('booking-names-client'), w.steps.join('\n')).toBe(1);
  await checkScreens(w);
}, 60_000);

it('an order given up with its keys back is gone from every list the moment the server sweeps it away', async () => {
  const w = await openSeq(102);
  // A car left without a service but with its keys in the box: on the lists. Another car after it.
  const given = (await takeCar(w, { phone: null, name: null, lines: 0, keys: true }))!;
  await takeCar(w, { phone: w.newPhone(), name: null, lines: 1, keys: false });
  await checkScreens(w);
  w.step = 1;
  const left = await w.call('master', 'POST', 'order/keys-left', { order_id: given });
  w.log(`keys-left #${given} → ${left.status}`);
  await sweep(w);
  expect(w.orders, w.steps.join('\n')).not.toContain(given);
  await checkScreens(w);
}, 60_000);

it('five screens reloading at once after a change were each given the same current answer, and the steps reached the desk', () => {
  console.log(
    `list-cache sequences, all seeds: ${totals.steps} steps, ${totals.checks} checks, ${totals.calls} calls, ` +
      `${(totals.ms / 1000).toFixed(1)} s; ${JSON.stringify(Object.fromEntries(totals.done))}`,
  );
  if (totals.steps < 200) return;
  const n = (k: string) => totals.done.get(k) ?? 0;
  expect(n('five-at-once'), 'bursts of five reads after a change').toBeGreaterThan(50);
  expect(n('payment') + n('part-payment'), 'payments').toBeGreaterThan(10);
  expect(n('part-payment'), 'part payments').toBeGreaterThan(0);
  expect(n('refund'), 'refunds').toBeGreaterThan(0);
  expect(n('complete'), 'orders finished').toBeGreaterThan(5);
  expect(n('cancel'), 'orders canceled').toBeGreaterThan(0);
  expect(n('phone') + n('client-name'), 'phones and names changed').toBeGreaterThan(3);
  expect(n('owner-reprice'), 'prices changed with open orders following').toBeGreaterThan(0);
});
