import pino from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import type { OrderChange } from '#contract/live';
import { CHANGES_PAGE } from '#contract/order-changes';
import type { CallAnswer, CallRequest } from '#contract/transport';
import { COUNTERS_WAIT_MS, createPoller, type Poller } from './poller';
import { readyChange } from './ready-change';

/**
 * The poller with a change feed of its own making (the API's answers as the pipeline gives
 * them in-process): what a call pushes on commit goes out at once and once, what only the
 * feed holds goes out with the next poll, and a wake-up during a poll is not lost.
 */
const zero = { all: 0, wash: 0, tire: 0 };
const change = readyChange;

function fakeFeed() {
  const feed: OrderChange[] = [];
  const changeQueries: Array<Record<string, unknown>> = [];
  let changeReads = 0;
  let hold: Promise<void> | undefined;
  let holdStats: Promise<void> | undefined;
  // Orders waiting for payment, as the counters read them.
  let waiting = 0;
  const ok = (data: unknown): CallAnswer => ({ status: 200, headers: {}, local: true, body: { result: 'ok', data } });
  const transport = async (request: CallRequest) => {
    if (request.path === 'order/changes') {
      changeReads += 1;
      changeQueries.push({ ...request.query });
      await hold;
      if (request.query?.at_end === 'true') return ok({ cursor: feed.at(-1)?.seq ?? 0, orders: [] });
      const since = Number(request.query?.since ?? 0);
      const orders = feed.filter((c) => c.seq > since).slice(0, CHANGES_PAGE);
      return ok({ cursor: orders.at(-1)?.seq ?? since, orders });
    }
    const paying = { all: waiting, wash: waiting, tire: 0 };
    if (request.path.startsWith('get-order-stats')) await holdStats;
    if (request.path === 'get-order-stats') return ok({ waiting: zero, in_progress: zero, done: zero, waitingForPayment: paying });
    if (request.path === 'get-order-stats-cashier')
      return ok({ waiting_for_payment: paying, waiting: zero, in_progress: zero, done: zero });
    return ok({ revision: 1, drawer: '', demo_passwords: [], bookings: '' });
  };
  return {
    feed,
    transport,
    reads: () => changeReads,
    setWaiting: (n: number) => (waiting = n),
    /** The query of each read of the feed, in order. */
    queries: () => changeQueries,
    /** Holds the next reads of the counters until the returned function is called. */
    holdCounters: () => {
      let release = () => undefined as void;
      holdStats = new Promise<void>((resolve) => (release = resolve));
      return () => {
        holdStats = undefined;
        release();
      };
    },
    /** Holds the next reads of the feed until the returned function is called. */
    holdReads: () => {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

let poller: Poller | undefined;
afterEach(() => poller?.stop());

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
};

function started(fake: ReturnType<typeof fakeFeed>) {
  const heard: OrderChange[][] = [];
  poller = createPoller({ intervalMs: 60_000, transport: fake.transport, logger: pino({ level: 'silent' }) });
  poller.changes$.subscribe((changes) => heard.push(changes));
  poller.setActive(true);
  return heard;
}

it('sends a pushed change without waiting for a poll, and not again when the poll reads it from the feed', async () => {
  const fake = fakeFeed();
  const heard = started(fake);
  await until(() => fake.reads() >= 1);
  await new Promise((r) => setTimeout(r, 20));
  fake.feed.push(change(7, 101));
  poller!.push([change(7, 101)]);
  await until(() => heard.length === 1);
  expect(heard).toEqual([[change(7, 101)]]);
  const before = fake.reads();
  poller!.wake();
  await until(() => fake.reads() > before);
  await new Promise((r) => setTimeout(r, 20));
  expect(heard).toEqual([[change(7, 101)]]);
  expect(poller!.pushedSince(0)).toEqual([change(7, 101)]);
  // The same order's next change is news, whichever way it comes.
  fake.feed.push(change(7, 102));
  poller!.wake();
  await until(() => heard.length === 2);
  expect(heard[1]).toEqual([change(7, 102)]);
});

it('polls again after a wake-up that came while a poll was reading the feed', async () => {
  const fake = fakeFeed();
  const heard = started(fake);
  await until(() => fake.reads() >= 1);
  await new Promise((r) => setTimeout(r, 20));
  const release = fake.holdReads();
  poller!.wake();
  await until(() => fake.reads() >= 2);
  // Written and woken while the poll waits on its read: that read may not see it.
  fake.feed.push(change(9, 200));
  poller!.wake();
  release();
  await until(() => heard.flat().some((c) => c.seq === 200));
  expect(fake.reads()).toBeGreaterThanOrEqual(3);
});

it("starts at the feed's end however long the feed is, sending none of the changes before it", async () => {
  const fake = fakeFeed();
  // A shop's history: more pages than one poll reads once caught up (10).
  for (let seq = 1; seq <= 12 * CHANGES_PAGE + 3; seq += 1) fake.feed.push(change(seq % 900, seq));
  const heard = started(fake);
  // One read learns where the feed ends; the next poll reads from there, and finds nothing.
  await until(() => fake.reads() >= 2);
  expect(fake.queries()[0]).toEqual({ at_end: 'true' });
  expect(fake.queries()[1]).toEqual({ since: 12 * CHANGES_PAGE + 3 });
  expect(heard).toEqual([]);
  fake.feed.push(change(5, 12 * CHANGES_PAGE + 4));
  poller!.wake();
  await until(() => heard.length === 1);
  expect(heard[0]).toEqual([change(5, 12 * CHANGES_PAGE + 4)]);
});

/** The poller started on the fake feed, and the cashier's badge as it is sent, once its first counters came. */
async function badgeOf(fake: ReturnType<typeof fakeFeed>): Promise<number[]> {
  started(fake);
  const badge: number[] = [];
  poller!.cashierStats$.subscribe((stats) => badge.push(stats.waiting_for_payment.all));
  await until(() => badge.length === 1);
  return badge;
}

it("sends a commit's counters without waiting for the poll's read of the feed", async () => {
  const fake = fakeFeed();
  const badge = await badgeOf(fake);
  // The poll that the commit wakes hangs on the feed; the counters read after the push do not.
  const release = fake.holdReads();
  fake.setWaiting(1);
  fake.feed.push(change(3, 300));
  poller!.push([change(3, 300)]);
  poller!.wake();
  await until(() => badge.length === 2);
  expect(badge).toEqual([0, 1]);
  expect(poller!.latest()?.cashier.waiting_for_payment.all).toBe(1);
  release();
});

it("does not send the waiting poll's older counters after a commit's newer ones", async () => {
  const fake = fakeFeed();
  const badge = await badgeOf(fake);
  // A poll starts and reads the counters (none waiting), then hangs on the feed.
  const release = fake.holdReads();
  const before = fake.reads();
  poller!.wake();
  await until(() => fake.reads() > before);
  // A commit while it waits: its counters (one waiting) go out first.
  fake.setWaiting(1);
  poller!.push([change(4, 400)]);
  await until(() => badge.length === 2);
  // The poll answers last with what it read before the commit: not sent, not kept.
  release();
  await new Promise((r) => setTimeout(r, 50));
  expect(badge).toEqual([0, 1]);
  expect(poller!.latest()?.cashier.waiting_for_payment.all).toBe(1);
});

it("sends a commit's changes right after its counters, so that a screen draws its row and its badge together", async () => {
  const fake = fakeFeed();
  const badge = await badgeOf(fake);
  const sent: string[] = [];
  poller!.cashierStats$.subscribe((stats) => sent.push(`badge ${stats.waiting_for_payment.all}`));
  poller!.changes$.subscribe((changes) => sent.push(`changes ${changes.map((c) => c.seq).join()}`));
  fake.setWaiting(1);
  fake.feed.push(change(6, 600));
  poller!.push([change(6, 600)]);
  await until(() => sent.length === 2);
  expect(sent).toEqual(['badge 1', 'changes 600']);
  expect(badge).toEqual([0, 1]);
});

it(`does not hold a commit's changes for counters that do not come: ${COUNTERS_WAIT_MS} ms at most`, async () => {
  const fake = fakeFeed();
  const badge = await badgeOf(fake);
  const heard: OrderChange[][] = [];
  poller!.changes$.subscribe((changes) => heard.push(changes));
  const release = fake.holdCounters();
  fake.setWaiting(1);
  // The clock the wait counts on is the test's from here.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    poller!.push([change(8, 800)]);
    await vi.advanceTimersByTimeAsync(COUNTERS_WAIT_MS - 1);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // The counters' read still hangs, and the change has gone out all the same.
    expect(heard).toEqual([[change(8, 800)]]);
    expect(badge).toEqual([0]);
  } finally {
    vi.useRealTimers();
  }
  release();
  await until(() => badge.length === 2);
  expect(badge).toEqual([0, 1]);
});

/** A started poller whose counters' reads hang from now on, on the test's clock; `before`: the feed's reads so far. */
async function countersHeld() {
  const fake = fakeFeed();
  await badgeOf(fake);
  await new Promise((r) => setTimeout(r, 20));
  const before = fake.reads();
  const release = fake.holdCounters();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
  return { fake, before, release };
}

it("starts a commit's poll once the commit's own counters have answered, not at the wait's limit", async () => {
  const { fake, before, release } = await countersHeld();
  try {
    fake.setWaiting(1);
    fake.feed.push(change(4, 400));
    poller!.push([change(4, 400)]);
    poller!.wake();
    await vi.advanceTimersByTimeAsync(COUNTERS_WAIT_MS / 3);
    // The feed is not read while the commit's counters are being read.
    expect(fake.reads()).toBe(before);
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.reads()).toBe(before + 1);
  } finally {
    vi.useRealTimers();
  }
});

it(`holds a commit's poll ${COUNTERS_WAIT_MS} ms at most, while other commits keep their counters' reads going`, async () => {
  const { fake, before, release } = await countersHeld();
  try {
    poller!.push([change(4, 400)]);
    poller!.wake();
    // Another commit while the first one's counters are read: it waits for the read after.
    await vi.advanceTimersByTimeAsync(20);
    poller!.push([change(5, 500)]);
    await vi.advanceTimersByTimeAsync(COUNTERS_WAIT_MS - 21);
    expect(fake.reads()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.reads()).toBe(before + 1);
  } finally {
    vi.useRealTimers();
  }
  release();
});
