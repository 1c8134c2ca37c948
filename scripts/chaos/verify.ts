import { ORDERS_OUT_OF_STEP_SQL } from '../../api/orders/out-of-step';
import type { Acks } from './desk';
import type { Target } from './targets';

/** What a chaos run found in the database the last process left, against what was acknowledged. */
export interface Findings {
  acknowledged: { payments: number; moves: number; closes: number };
  lost: string[];
  duplicated: string[];
  unacknowledged: string[];
  ordersOutOfStep: number;
  shiftsOutOfStep: string[];
}

const n = (v: unknown) => Number(v);

/**
 * Reads the database once the server is down and checks every acknowledged payment, cash move
 * and close against it: each is stored exactly once as answered (lost, duplicated), nothing is
 * stored that never got an answer, no order is out of step, and each shift's cash is what the
 * acknowledged money says: float + cash taken + cash in − cash out, frozen at a close that
 * counted exactly that (a difference of 0).
 */
export async function verify(target: Target, acks: Acks): Promise<Findings> {
  const payments = await target.query<{
    id: number;
    order_id: number;
    sum: number;
    idempotency_key: string;
    shift_id: number;
    method: string;
    kind: string;
  }>(`select id, order_id, sum, idempotency_key, shift_id, method, kind from payments where idempotency_key like 'chaos-%'`);
  const moves = await target.query<{ id: number; shift_id: number; kind: string; sum: number; idempotency_key: string }>(
    `select id, shift_id, kind, sum, idempotency_key from cash_moves where idempotency_key like 'chaos-%'`,
  );
  const shifts = await target.query<{
    id: number;
    opening_float: number;
    closed_at: string | null;
    expected_cash: string | null;
    counted_cash: string | null;
  }>(
    `select s.id, s.opening_float, s.closed_at, s.expected_cash, s.counted_cash
     from cash_shifts s join users u on u.id = s.user_id where u.login like 'chaos%'`,
  );
  const byKey = <T extends { idempotency_key: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.idempotency_key, [...(map.get(row.idempotency_key) ?? []), row]);
    return map;
  };
  const paid = byKey(payments);
  const moved = byKey(moves);
  const lost = [
    ...acks.payments
      .filter(
        (a) =>
          !(paid.get(a.key) ?? []).some(
            (p) => n(p.id) === a.paymentId && n(p.sum) === a.sum && n(p.order_id) === a.orderId && n(p.shift_id) === a.shiftId,
          ),
      )
      .map((a) => `payment ${a.key}`),
    ...acks.moves
      .filter((a) => !(moved.get(a.key) ?? []).some((m) => n(m.shift_id) === a.shiftId && m.kind === a.kind && n(m.sum) === a.sum))
      .map((a) => `cash move ${a.key}`),
    ...acks.closes
      .filter((a) => !shifts.some((s) => n(s.id) === a.shiftId && s.closed_at !== null && n(s.counted_cash) === a.counted))
      .map((a) => `close ${a.key}`),
  ];
  const duplicated = [...paid, ...moved].filter(([, rows]) => rows.length > 1).map(([key]) => key);
  const ackedKeys = new Set([...acks.payments, ...acks.moves].map((a) => a.key));
  const unacknowledged = [
    ...[...paid.keys(), ...moved.keys()].filter((k) => !ackedKeys.has(k)),
    ...shifts.filter((s) => s.closed_at !== null && !acks.closes.some((c) => c.shiftId === n(s.id))).map((s) => `close of shift ${s.id}`),
  ];
  const ordersOutOfStep = (await target.query<{ id: number }>(ORDERS_OUT_OF_STEP_SQL)).length;

  // Each shift's cash from what was acknowledged alone, against what the database holds.
  const shiftsOutOfStep: string[] = [];
  for (const s of shifts) {
    const id = n(s.id);
    const open = acks.opens.find((o) => o.shiftId === id);
    const fromAcks =
      (open?.float ?? NaN) +
      acks.payments.filter((p) => p.shiftId === id).reduce((sum, p) => sum + p.sum, 0) +
      acks.moves.filter((m) => m.shiftId === id).reduce((sum, m) => sum + (m.kind === 'in' ? m.sum : -m.sum), 0);
    const stored =
      n(s.opening_float) +
      payments
        .filter((p) => n(p.shift_id) === id && p.method === 'cash')
        .reduce((sum, p) => sum + (p.kind === 'payment' ? n(p.sum) : -n(p.sum)), 0) +
      moves.filter((m) => n(m.shift_id) === id).reduce((sum, m) => sum + (m.kind === 'in' ? n(m.sum) : -n(m.sum)), 0);
    if (fromAcks !== stored) shiftsOutOfStep.push(`shift ${id}: acknowledged ${fromAcks}, stored ${stored}`);
    if (s.closed_at !== null && (n(s.expected_cash) !== fromAcks || n(s.counted_cash) !== n(s.expected_cash))) {
      shiftsOutOfStep.push(`shift ${id}: closed expecting ${s.expected_cash} (acknowledged ${fromAcks}), counted ${s.counted_cash}`);
    }
  }
  return {
    acknowledged: { payments: acks.payments.length, moves: acks.moves.length, closes: acks.closes.length },
    lost,
    duplicated,
    unacknowledged,
    ordersOutOfStep,
    shiftsOutOfStep,
  };
}
