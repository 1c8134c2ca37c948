import { expect } from 'vitest';
import type { Order, OrderRow } from '../contract/orders';
import { PAY_STATUS } from '../contract/order-states';

/**
 * The money rules of an order, written out a second time in the plainest terms, to check
 * what the one derivation stored (api/domain/order-state.ts) from outside: a derivation that
 * gets any of them wrong fails here. All figures in kopecks.
 */
const k = (roubles: number) => Math.round(roubles * 100);

export function expectOrderAddsUp(o: Order): void {
  const where = `order ${o.id} (${o.job_status}, pay ${o.pay_status})`;
  const services = o.items.filter((i) => i.kind !== 'parking' && i.job_status !== 'canceled');
  const parking = o.items.filter((i) => i.kind === 'parking');
  const net = k(o.total_paid) - k(o.total_refunded);
  const sumFinal = k(o.sum_final);
  const canceled = o.job_status === 'canceled';

  expect(k(o.total_sum), `${where}: total_sum is the active lines before discount`).toBe(
    services.reduce((s, i) => s + k(i.sum_before_discount), 0),
  );
  expect(k(o.discount_sum), `${where}: discount_sum is the lines' discounts`).toBe(services.reduce((s, i) => s + k(i.discount_sum), 0));
  expect(k(o.parking_sum), `${where}: parking_sum is the parking line`).toBe(parking.reduce((s, i) => s + k(i.sum), 0));
  expect(parking.length, `${where}: at most one parking line`).toBeLessThanOrEqual(1);
  expect(sumFinal, `${where}: sum_final = lines − discounts + parking`).toBe(k(o.total_sum) - k(o.discount_sum) + k(o.parking_sum));
  for (const i of services) expect(k(i.sum), `${where}: a line's sum`).toBe(k(i.sum_before_discount) - k(i.discount_sum));
  expect(
    o.pay_transactions.reduce((s, p) => s + k(p.sum), 0),
    `${where}: the history adds up to the money kept`,
  ).toBe(net);
  expect(k(o.total_refunded), `${where}: never more given back than taken`).toBeLessThanOrEqual(k(o.total_paid));

  if (o.is_pay_by_contract || canceled) {
    expect(k(o.pay_sum), `${where}: nothing to take on a contract or canceled order`).toBe(0);
    expect(k(o.refund_due), `${where}: all money kept goes back`).toBe(Math.max(net, 0));
  } else {
    expect(k(o.pay_sum), `${where}: pay_sum = max(sum_final − net, 0)`).toBe(Math.max(sumFinal - net, 0));
    expect(k(o.refund_due), `${where}: refund_due = max(net − sum_final, 0)`).toBe(Math.max(net - sumFinal, 0));
  }
  expect(o.pay_status, `${where}: pay_status follows the money`).toBe(expectedPayStatus(o, net, sumFinal));
  const toTake = !canceled && !o.is_pay_by_contract && k(o.pay_sum) > 0;
  const keysToHandBack = (canceled || o.job_status === 'done') && o.car.key_cell !== null;
  expect(o.needs_cashier, `${where}: the cashier's list`).toBe(toTake || k(o.refund_due) > 0 || keysToHandBack);
  if (o.is_pay_by_contract) expect(o.can_pay, `${where}: a contract order never waits for payment`).toBe(false);
  if (o.parking) {
    expect(k(o.parking.sum), `${where}: parking never above the cap`).toBeLessThanOrEqual(300_000);
    const gone = o.car.keys === 'Ключи выданы';
    if (o.pay_status === PAY_STATUS.paid || gone)
      expect(o.parking.stopped, `${where}: parking stops once paid or the keys are handed back`).toBe(true);
  }
}

function expectedPayStatus(o: Order, net: number, sumFinal: number): number {
  if (o.is_pay_by_contract) return o.job_status === 'done' ? 4 : 1;
  if (net <= 0) return sumFinal === 0 && o.job_status === 'done' ? 3 : 1;
  return net < sumFinal ? 2 : 3;
}

/** A list row says what the order page says. */
export function expectRowMatches(row: OrderRow, o: Order): void {
  expect(
    {
      sum_final: row.sum_final,
      total_sum: row.total_sum,
      pay_sum: row.pay_sum,
      refund_due: row.refund_due,
      pay_status: row.pay_status,
      keys: row.keys,
      contract: row.is_pay_by_contract,
      company: row.contract_company,
      can_be_changed: row.can_be_changed,
      can_be_completed: row.can_be_completed,
      can_return_keys: row.can_return_keys,
    },
    `list row of order ${o.id}`,
  ).toEqual({
    sum_final: o.sum_final,
    total_sum: o.total_sum,
    pay_sum: o.pay_sum,
    refund_due: o.refund_due,
    pay_status: o.pay_status,
    keys: o.car.keys,
    contract: o.is_pay_by_contract,
    company: o.contract_company,
    can_be_changed: o.can_be_changed,
    can_be_completed: o.can_be_completed,
    can_return_keys: o.can_return_keys,
  });
}

/** Closed: final, nothing owed either way, keys out of the box. */
export function isClosed(o: { job_status: string; pay_sum: number; refund_due: number; key_cell: number | null }): boolean {
  return (o.job_status === 'done' || o.job_status === 'canceled') && o.pay_sum === 0 && o.refund_due === 0 && o.key_cell === null;
}

/**
 * What the cashier's badge counts among the rows of the cashier's list: a ready (or
 * canceled) order, or money to give back. Cars still in work are in the list, not the badge.
 */
export function deskBadgeCount(list: { total: number; orders: ReadonlyArray<{ job_status: string; refund_due: number }> }): number {
  expect(list.orders.length, 'the whole cashier list is on this page').toBe(list.total);
  return list.orders.filter((o) => o.job_status === 'done' || o.job_status === 'canceled' || o.refund_due > 0).length;
}
