import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { LIVE_EVENTS, type OrderChange } from '#contract/live';
import type { CallAnswer, CallRequest } from '#contract/transport';
import { createPoller } from './poller';
import { readyChange } from './ready-change';
import { attachSocketServer } from './socket';

/**
 * The staff's live link end to end in one process: the poller as the server runs it, the
 * socket.io server, and a page's socket. A commit's push leaves in one frame with the room's
 * counters (docs/decisions/066-one-frame-a-commit.md).
 */
const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const zero = { all: 0, wash: 0, tire: 0 };
const ok = (data: unknown): CallAnswer => ({ status: 200, headers: {}, local: true, body: { result: 'ok', data } });

async function linkOf(role: 'cashier' | 'display') {
  let paying = 0;
  const feed: OrderChange[] = [];
  const transport = async (request: CallRequest): Promise<CallAnswer> => {
    const count = { all: paying, wash: paying, tire: 0 };
    if (request.path === 'session') return ok({ id: 1, name: role, email: null, role, expires_at: '2099-01-01T00:00:00Z' });
    if (request.path === 'order/changes') return ok({ cursor: feed.at(-1)?.seq ?? 0, orders: [] });
    if (request.path === 'get-order-stats') return ok({ waiting: zero, in_progress: zero, done: zero, waitingForPayment: count });
    if (request.path === 'get-order-stats-cashier') return ok({ waiting_for_payment: count, waiting: zero, in_progress: zero, done: zero });
    return ok({ revision: 1, drawer: '', demo_passwords: [], bookings: '' });
  };
  const poller = createPoller({ intervalMs: 60_000, transport, logger: pino({ level: 'silent' }) });
  const http = createServer();
  const io = attachSocketServer(http, { transport, tokenOf: async () => 'token', poller });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  stops.push(
    () => poller.stop(),
    () => io.close(),
  );
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const socket: Socket = connect(origin, { transports: ['websocket'], extraHeaders: { origin } });
  stops.push(() => socket.close());
  const frames: Array<{ event: string; args: unknown[] }> = [];
  socket.onAny((event: string, ...args: unknown[]) => frames.push({ event, args }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return {
    frames,
    /** A commit that made a car ready to pay: the feed and the counters hold it, and it is pushed. */
    commit(change: OrderChange) {
      paying += 1;
      feed.push(change);
      poller.push([change]);
      poller.wake();
    },
  };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
};
const settle = () => new Promise((r) => setTimeout(r, 100));

it("sends a commit's changes to the desk in one frame with the desk's counters", async () => {
  const link = await linkOf('cashier');
  // The counters read at connect (the first poll's) come alone.
  await until(() => link.frames.some((f) => f.event === LIVE_EVENTS.cashierStats));
  await settle();
  const before = link.frames.length;
  link.commit(readyChange(7, 70));
  await until(() => link.frames.length > before);
  await settle();
  const paying = { all: 1, wash: 1, tire: 0 };
  expect(link.frames.slice(before)).toEqual([
    {
      event: LIVE_EVENTS.ordersChanged,
      args: [[readyChange(7, 70)], { cashier: { waiting_for_payment: paying, waiting: zero, in_progress: zero, done: zero } }],
    },
  ]);
});

it('sends the wall the changes alone, and no counters ever', async () => {
  const link = await linkOf('display');
  await settle();
  link.commit(readyChange(8, 80));
  await until(() => link.frames.length > 0);
  await settle();
  expect(link.frames).toEqual([{ event: LIVE_EVENTS.ordersChanged, args: [[readyChange(8, 80)]] }]);
});
