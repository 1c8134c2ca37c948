import { expect } from 'vitest';
import type { Order } from '../../contract/orders';
import type { FuelCard, PaymentMethod } from '../../contract/order-states';
import type { TestAnswer } from '../test-api';
import type { ModelRun } from './run';
import type { Step } from './steps';

/**
 * The desk's steps of the model-based money test: money taken, given back and switched by a
 * random desk person (two cashiers and the owner, each with a drawer of their own), cash in
 * and out, shifts opened and closed, each money form now and then sent twice with its key as
 * after a lost answer. What the drawer rules decide is worked out by the test from its own
 * model (drawer.ts) and must be what the API answers; what went through goes into the model.
 */
export type DeskStep = Extract<Step, { t: 'pay' | 'refund' | 'switch' | 'cash-move' | 'shift-open' | 'shift-close' }>;

const METHODS = [
  { method: 'card' },
  { method: 'cash' },
  { method: 'fuel', fuel_card_name: 'yandex' },
  { method: 'fuel', fuel_card_name: 'petrol' },
] as const;
let keys = 0;
const newKey = (what: string) => `model-${what}-${process.pid}-${(keys += 1)}`;
const codeOf = (res: { status: number; body: { code?: string } }) => (res.status === 200 ? 'ok' : (res.body.code ?? String(res.status)));

/** A way money moves, as the model names it. */
interface Way {
  method: PaymentMethod;
  fuelCard: FuelCard | null;
}

/**
 * The model's own count (decision 055), not the API's: what an order took by a card or fuel card
 * less what went back by it, in kopecks, with line `switched` (if any) moved to another way.
 */
function leftBy(o: Order, way: Way, switched?: { id: number; to: Way }): number {
  let left = 0;
  for (const t of o.pay_transactions) {
    const its = t.id === switched?.id ? switched.to : { method: t.method, fuelCard: t.fuel_card_name };
    if (its.method !== way.method || (its.method === 'fuel' && its.fuelCard !== way.fuelCard)) continue;
    left += Math.round(t.sum * 100);
  }
  return left;
}

/** Whether any one payment of the order was by this way (the model's count again). */
const tookBy = (o: Order, way: Way) =>
  o.pay_transactions.some((t) => t.kind === 'payment' && leftBy({ ...o, pay_transactions: [t] }, way) > 0);

const CARD_WAYS: readonly Way[] = [
  { method: 'card', fuelCard: null },
  { method: 'fuel', fuelCard: 'yandex' },
  { method: 'fuel', fuelCard: 'petrol' },
];

/**
 * Before the step's own refund, each card or fuel card that could not give `sum` back is tried
 * and must be refused with the reason the model's own count gives, writing nothing (decision
 * 055). The order and the drawers stay as they were, so the run goes on as generated; an API
 * that let a card give back what it never took would change the order and fail here.
 */
async function probeWays(post: (path: string, body?: unknown) => Promise<TestAnswer>, o: Order, sum: number): Promise<void> {
  for (const way of CARD_WAYS) {
    const room = leftBy(o, way);
    if (sum <= room) continue;
    const res = await post('order/refund', { order_id: o.id, sum: sum / 100, method: way.method, fuel_card_name: way.fuelCard });
    expect(codeOf(res), `a refund of ${sum} by ${way.method} ${way.fuelCard ?? ''} where it took ${room} net`).toBe(
      tookBy(o, way) ? 'refund_way_too_big' : 'refund_way_unpaid',
    );
  }
}

/** Plays one desk step on order `o` (none for the drawer's own steps); answers the call's status, or undefined when it did not apply. */
export async function playDesk(run: ModelRun, step: DeskStep, o: Order | undefined): Promise<number | undefined> {
  const model = run.drawer;
  const person = run.desk[step.who % run.desk.length]!;
  const who = run.desk.indexOf(person);
  const post = (path: string, body?: unknown, key?: string) =>
    run.api.call('POST', path, { token: person.token, body, headers: key ? { 'Idempotency-Key': key } : undefined });
  const shift = model.openOf(who);
  switch (step.t) {
    case 'pay': {
      if (!o) return undefined;
      const m = METHODS[step.method % 4]!;
      const sum = Math.max(Math.round(Math.round(o.pay_sum * 100) * step.part), 1);
      const res = await post('order/pay', { order_id: o.id, sum: sum / 100, ...m });
      // No money without an open shift; taken, it is this person's drawer's.
      expect(codeOf(res) === 'shift_not_open', `pay by ${person.name}: refused for want of a shift exactly when none is open`).toBe(!shift);
      if (res.status === 200)
        model.took({
          id: res.body.data.payment_id,
          shiftId: shift!.id,
          kind: 'payment',
          method: m.method,
          fuelCard: 'fuel_card_name' in m ? m.fuel_card_name : null,
          sum,
        });
      return res.status;
    }
    case 'refund': {
      if (!o) return undefined;
      const sum = Math.max(Math.round(Math.round(o.refund_due * 100) * step.part), 1);
      // Cash, or as the desk's form starts: the way of the order's last payment (a card when none).
      const last = o.pay_transactions.filter((p) => p.kind === 'payment').at(-1);
      const way = step.cash
        ? { method: 'cash' as const, fuel_card_name: null }
        : { method: last?.method ?? 'card', fuel_card_name: last?.fuel_card_name ?? null };
      const { method, fuel_card_name: fuelCard } = way;
      if (shift && sum <= Math.round(o.refund_due * 100)) await probeWays(post, o, sum);
      const res = await post('order/refund', { order_id: o.id, sum: sum / 100, method, fuel_card_name: fuelCard });
      const code = codeOf(res);
      expect(code === 'shift_not_open', `refund by ${person.name}: refused for want of a shift exactly when none is open`).toBe(!shift);
      // Cash given back never takes the drawer below nothing; refused, it is because it would.
      if (code === 'cash_refund_too_big') expect(sum).toBeGreaterThan(model.expected(shift!.id));
      // A card gives back at most what it took (docs/decisions/055), worked out from the order's lines.
      if (method !== 'cash' && (code === 'ok' || code.startsWith('refund_way_'))) {
        const room = leftBy(o, { method, fuelCard });
        expect(code, `a refund of ${sum} by ${method} ${fuelCard ?? ''} where it took ${room} net`).toBe(
          sum <= room ? 'ok' : tookBy(o, { method, fuelCard }) ? 'refund_way_too_big' : 'refund_way_unpaid',
        );
      }
      if (code === 'ok') {
        if (step.cash) expect(sum, 'a cash refund within the drawer').toBeLessThanOrEqual(model.expected(shift!.id));
        model.took({ id: res.body.data.payment_id, shiftId: shift!.id, kind: 'refund', method, fuelCard, sum });
      }
      return res.status;
    }
    case 'switch': {
      // A payment or refund of the run's order, and who it belongs to by the model.
      const known = (o?.pay_transactions ?? []).filter((p) => model.money.has(p.id));
      const p = known.length ? model.money.get(known[step.payment % known.length]!.id)! : undefined;
      if (!p) return undefined;
      const m = METHODS[step.method % 4]!;
      const fuelCard = 'fuel_card_name' in m ? m.fuel_card_name : null;
      const its = model.shifts.get(p.shiftId)!;
      // A line whose switch may take its sum out of the drawer (a cash payment, a refund not in
      // cash) keeps its method while the drawer cannot cover it, whatever the new method.
      const cashSide = p.kind === 'payment' ? p.method === 'cash' : p.method !== 'cash';
      const same = p.method === m.method && p.fuelCard === fuelCard;
      // A card payment the card's refunds need stays on it, whatever the new method; a refund goes
      // onto a card only as far as the card took (decision 055).
      const to = { method: m.method, fuelCard };
      const holds =
        p.kind === 'payment' &&
        p.method !== 'cash' &&
        leftBy(
          o!,
          { method: p.method as PaymentMethod, fuelCard: p.fuelCard as FuelCard | null },
          { id: p.id, to: { method: 'cash', fuelCard: null } },
        ) < 0;
      const ontoCard = p.kind === 'refund' && m.method !== 'cash';
      // The drawer rule (docs/decisions/025), worked out from the model alone.
      const predicted = its.closed
        ? 'shift_closed_payment'
        : person.role !== 'owner' && run.desk[its.person]!.userId !== person.userId
          ? 'payment_not_your_shift'
          : holds
            ? 'switch_refund_way'
            : !same && cashSide && p.sum > model.expected(its.id)
              ? 'switch_cash_short'
              : !same && ontoCard && leftBy(o!, to, { id: p.id, to }) < 0
                ? 'switch_refund_beyond_paid'
                : 'ok';
      const query = new URLSearchParams({ payment_id: String(p.id), ...m });
      const res = await post(`order/payment/switch-method?${query.toString()}`);
      expect(
        codeOf(res),
        `switch of ${p.kind} ${p.id} (${p.method} in shift ${its.id} of ${run.desk[its.person]!.name}) to ${m.method} by ${person.name}`,
      ).toBe(predicted);
      if (res.status === 200) Object.assign(p, { method: m.method, fuelCard });
      return res.status;
    }
    case 'cash-move': {
      const sum = step.sum * 100;
      const predicted = !shift ? 'shift_not_open' : step.kind === 'out' && sum > model.expected(shift.id) ? 'cash_out_too_big' : 'ok';
      const key = newKey('move');
      const body = { kind: step.kind, sum: step.sum, reason: step.kind === 'in' ? 'Размен' : 'Инкассация' };
      const res = await post('shift/cash-move', body, key);
      expect(codeOf(res), `cash ${step.kind} ${step.sum} by ${person.name}`).toBe(predicted);
      await sentAgain(step.repeat, res, () => post('shift/cash-move', body, key));
      if (res.status === 200) model.moved(shift!.id, step.kind, sum);
      return res.status;
    }
    case 'shift-open': {
      const res = await post('shift/open', { opening_float: step.float });
      expect(codeOf(res), `shift opened by ${person.name}`).toBe(shift ? 'shift_already_open' : 'ok');
      if (res.status === 200) model.opened(who, res.body.data.id, step.float * 100);
      return res.status;
    }
    case 'shift-close': {
      // A cashier closes their own shift (another's is not found to them); the owner any.
      const target = step.target % run.desk.length;
      const closing = model.lastOf(target);
      if (!closing) return undefined;
      const counted = Math.max(0, model.expected(closing.id) + step.delta * 100);
      const predicted = person.role !== 'owner' && target !== who ? 'shift_not_found' : closing.closed ? 'shift_already_closed' : 'ok';
      const key = newKey('close');
      const body = { shift_id: closing.id, counted_cash: (counted / 100).toFixed(2) };
      const res = await post('shift/close', body, key);
      expect(codeOf(res), `close of shift ${closing.id} by ${person.name}`).toBe(predicted);
      await sentAgain(step.repeat, res, () => post('shift/close', body, key));
      if (res.status === 200) model.closedWith(closing.id, counted);
      return res.status;
    }
  }
}

/** The same form sent again with its key (its answer lost): the first answer again, nothing recorded twice. */
async function sentAgain(
  repeat: boolean,
  first: { status: number; body: unknown },
  send: () => Promise<{ status: number; body: unknown }>,
) {
  if (!repeat) return;
  const again = await send();
  expect(again.status, 'a repeat answers as the first did').toBe(first.status);
  if (first.status === 200) expect(again.body, 'a repeat answers the first answer').toEqual(first.body);
}
