import type { Order } from '../contract/orders';
import type { Queue } from '../contract/display';
import type { Seq } from './list-cache-sequences-steps';

/** What the sequences of api/calls/list-cache-sequences.test.ts read off the orders' pages: where each order belongs. */
export const doneToday = (o: Order, dayStart: number) => o.job_status === 'done' && o.done_at !== null && Date.parse(o.done_at) >= dayStart;

/** A wizard left before any service is nobody's order yet: on no list (api/domain/order-state.ts). */
export const isDraft = (o: Order) => o.items.length === 0 && o.car.keys_state !== 'cell' && o.total_paid === 0;

/**
 * The orders of each sequence that the API counts as handed over (api/orders/pickup.ts): done,
 * settled at the desk after the work, nothing left to pay or give back, keys never taken. That
 * is a fact once it happened, whatever is found due later, so the set only grows.
 */
const handedOver = new WeakMap<Seq, Set<number>>();
const settledAfterWork = (o: Order) =>
  o.job_status === 'done' &&
  o.pay_sum === 0 &&
  o.refund_due === 0 &&
  o.car.keys_state === 'none' &&
  o.pay_at !== null &&
  o.done_at !== null &&
  Date.parse(o.pay_at) > Date.parse(o.done_at);

/** The wall: waiting, in work, and done today with the keys not handed back or kept and the car not handed over, by the orders' pages. */
export function checkQueue(w: Seq, name: string, q: Queue, pages: Order[], dayStart: number) {
  const gone = handedOver.get(w) ?? new Set<number>();
  handedOver.set(w, gone);
  for (const o of pages) if (settledAfterWork(o)) gone.add(o.id);
  const column = (o: Order): keyof Queue | null => {
    if (isDraft(o)) return null;
    if (o.job_status === 'waiting' || o.job_status === 'in_progress') return o.job_status;
    if (gone.has(o.id)) return null;
    if (doneToday(o, dayStart) && (o.car.keys_state === 'cell' || o.car.keys_state === 'none')) return 'done';
    return null;
  };
  for (const col of ['waiting', 'in_progress', 'done'] as const) {
    const got = q[col].map((c) => `${c.id} ${c.plate_number} ${c.model_text}`).sort();
    const want = pages
      .filter((o) => column(o) === col)
      .map((o) => `${o.id} ${o.car.plate_number} ${o.car.model_text}`)
      .sort();
    w.expect(
      JSON.stringify(got) === JSON.stringify(want),
      () =>
        `${name}: the column ${col} shows [${got.join(', ')}], the orders' pages say [${want.join(', ')}] ` +
        `(${pages.map((o) => `${o.id}:${o.job_status}/${o.car.keys_state}`).join(' ')})`,
    );
  }
}
