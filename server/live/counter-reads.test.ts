import pino from 'pino';
import { expect, it } from 'vitest';
import type { CallAnswer, CallRequest } from '#contract/transport';
import { createCounterReads, type Counters } from './counter-reads';

/**
 * The counters' reads answer in any order (several database connections, a slow statement):
 * what a screen is sent must never go back to an earlier state of the books.
 */
const count = (all: number) => ({ all, wash: all, tire: 0 });
const ok = (data: unknown): CallAnswer => ({ status: 200, headers: {}, local: true, body: { result: 'ok', data } });

/** A transport whose answers wait until released, each giving the number of orders waiting for payment at its start. */
function heldTransport() {
  let waiting = 0;
  const held: Array<() => void> = [];
  const transport = async (request: CallRequest) => {
    const now = waiting;
    await new Promise<void>((resolve) => held.push(resolve));
    const zero = count(0);
    if (request.path === 'get-order-stats') return ok({ waiting: zero, in_progress: zero, done: zero, waitingForPayment: count(now) });
    return ok({ waiting_for_payment: count(now), waiting: zero, in_progress: zero, done: zero });
  };
  return {
    transport,
    set: (n: number) => (waiting = n),
    /** Releases the held answers from `from` on (two per read: the master's and the cashier's). */
    release: (from: number, to: number) => held.slice(from, to).forEach((r) => r()),
    held: () => held.length,
  };
}

const silent = pino({ level: 'silent' });
const settle = () => new Promise((r) => setTimeout(r, 10));

it('drops an earlier read that answers after a later one', async () => {
  const fake = heldTransport();
  const reads = createCounterReads(fake.transport, silent);
  const seen: Counters[] = [];
  reads.counters$.subscribe((c) => seen.push(c));
  // Two reads as the poll makes them: each offers what it read once it answers.
  const startRead = () => {
    const read = reads.start({});
    void read.answers.then(([m, c]) => m.ok && c.ok && read.offer({ master: m.data, cashier: c.data }));
  };
  fake.set(1);
  startRead();
  fake.set(2);
  startRead();
  await settle();
  fake.release(2, 4);
  await settle();
  fake.release(0, 2);
  await settle();
  expect(seen.map((c) => c.cashier.waiting_for_payment.all)).toEqual([2]);
  expect(reads.shown()?.master.waitingForPayment.all).toBe(2);
  reads.stop();
});

it('reads once more after a commit that came during its read, and never two at once', async () => {
  const fake = heldTransport();
  const reads = createCounterReads(fake.transport, silent);
  const seen: number[] = [];
  reads.counters$.subscribe((c) => seen.push(c.cashier.waiting_for_payment.all));
  fake.set(1);
  void reads.now();
  await settle();
  // Two commits while the first read waits: one more read follows it, not two, and not at once.
  fake.set(2);
  void reads.now();
  fake.set(3);
  void reads.now();
  await settle();
  expect(fake.held()).toBe(2);
  fake.release(0, 2);
  await settle();
  expect(fake.held()).toBe(4);
  fake.release(2, 4);
  await settle();
  expect(seen).toEqual([1, 3]);
  expect(fake.held()).toBe(4);
  reads.stop();
});

it('reads again after a read that failed or was refused', async () => {
  const fake = heldTransport();
  let failing: 'throw' | 'refuse' | undefined = 'throw';
  const transport = async (request: CallRequest): Promise<CallAnswer> => {
    if (failing === 'throw') throw new Error('the database went away');
    if (failing === 'refuse') return { status: 503, headers: {}, body: { result: 'error', code: 'unavailable' } };
    return fake.transport(request);
  };
  const reads = createCounterReads(transport, silent);
  const seen: number[] = [];
  reads.counters$.subscribe((c) => seen.push(c.cashier.waiting_for_payment.all));
  void reads.now();
  await settle();
  failing = 'refuse';
  void reads.now();
  await settle();
  failing = undefined;
  fake.set(4);
  void reads.now();
  await settle();
  fake.release(0, 2);
  await settle();
  expect(seen).toEqual([4]);
  reads.stop();
});

it('sends nothing after it stopped, even a read that answers later', async () => {
  const fake = heldTransport();
  const reads = createCounterReads(fake.transport, silent);
  const seen: number[] = [];
  let ended = false;
  reads.counters$.subscribe({ next: (c) => seen.push(c.cashier.waiting_for_payment.all), complete: () => (ended = true) });
  fake.set(1);
  void reads.now();
  await settle();
  reads.stop();
  fake.release(0, 2);
  await settle();
  void reads.now();
  await settle();
  expect(seen).toEqual([]);
  expect(ended).toBe(true);
  expect(fake.held()).toBe(2);
});

it("settles a commit's wait once a read started after the commit has answered, whether it was sent or not", async () => {
  const fake = heldTransport();
  const reads = createCounterReads(fake.transport, silent);
  const settled: string[] = [];
  const wait = (name: string) => void reads.now().then(() => settled.push(name));
  wait('first');
  await settle();
  // A commit during the first read: the first read may not hold it, so it waits for the next.
  wait('second');
  await settle();
  fake.release(0, 2);
  await settle();
  expect(settled).toEqual(['first']);
  fake.release(2, 4);
  await settle();
  expect(settled).toEqual(['first', 'second']);
  // Stopped while a read waits and another commit waits behind it: nobody is left waiting.
  wait('third');
  await settle();
  wait('fourth');
  reads.stop();
  await settle();
  expect(settled).toEqual(['first', 'second', 'third', 'fourth']);
});

it("settles a commit's wait when its read failed or was refused", async () => {
  let failing: 'throw' | 'refuse' = 'throw';
  const transport = async (): Promise<CallAnswer> => {
    if (failing === 'throw') throw new Error('the database went away');
    return { status: 503, headers: {}, body: { result: 'error', code: 'unavailable' } };
  };
  const reads = createCounterReads(transport, silent);
  const settled: string[] = [];
  void reads.now().then(() => settled.push('failed'));
  await settle();
  failing = 'refuse';
  void reads.now().then(() => settled.push('refused'));
  await settle();
  expect(settled).toEqual(['failed', 'refused']);
  reads.stop();
});
