import { expect } from 'vitest';
import type { Order, OrderRow } from '../../contract/orders';
import { closeOrders } from '../close-orders';
import { deskBadgeCount, expectOrderAddsUp, expectRowMatches } from '../order-invariants';
import type { ModelRun } from './run';

/** Everything that must hold after every step, for the orders and the drawers of the run. */
export async function checkOrders(run: ModelRun, ids: readonly number[]) {
  // Each shift's cash is what the test computes from what it did (drawer.ts).
  await run.drawer.check(run.api, run.desk.find((p) => p.role === 'owner')!.token);
  const pages = await Promise.all(
    ids.map(async (id) => (await run.api.call('GET', `order/${id}`, { token: run.cashier })).body.data as Order),
  );
  for (const o of pages) expectOrderAddsUp(o);
  const all = (await run.api.call('GET', 'order/list?status=all&page_size=50', { token: run.master })).body.data.orders as OrderRow[];
  const desk = (await run.api.call('GET', 'order/list?status=waiting_for_payment&page_size=50', { token: run.cashier })).body.data;
  const stats = (await run.api.call('GET', 'get-order-stats-cashier', { token: run.cashier })).body.data;
  const masterStats = (await run.api.call('GET', 'get-order-stats', { token: run.master })).body.data;
  expect(stats.waiting_for_payment.all, 'the cashier badge counts what in the cashier list needs the desk now').toBe(deskBadgeCount(desk));
  expect(masterStats.waitingForPayment.all).toBe(stats.waiting_for_payment.all);
  for (const o of pages) {
    const row = all.find((r) => r.id === o.id);
    // A wizard left before any service (no keys in a cell, no money) is in no list; any other
    // order is, and its row says what its page says.
    const draft = o.items.every((i) => i.kind === 'parking') && o.car.key_cell === null && o.total_paid === 0;
    expect(Boolean(row), `order ${o.id} in the list of all orders unless a draft`).toBe(!draft);
    if (!row) continue;
    expectRowMatches(row, o);
    expect(
      desk.orders.some((r: { id: number }) => r.id === o.id),
      `order ${o.id} in the cashier list`,
    ).toBe(o.needs_cashier);
  }
  // Every order can still be closed: tried for real, then rolled back.
  const rollback = new Error('rollback');
  await run.api.database.db
    .transaction(async (tx) => {
      await closeOrders(tx, run.contexts, ids);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
}
