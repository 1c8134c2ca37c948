import { notice } from '../contract/notices';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { orderContext } from '../orders/order-change';
import { shiftReport, shiftsOf } from '../shifts/report';
import { keyOf } from '../payments/idempotency';
import { closeShift, moveCash, openShift, openShiftId } from '../shifts/shift';

/** Cash shifts at the desk: each cashier's own drawer, opened, topped up or emptied, closed. */
export function shiftCalls(api: ApiContext): AnyCallSpec[] {
  const { db } = api;
  // Who acts and when, as every change of the API has it (the tests' clock included).
  const ctx = (userId: number) => ({ ...orderContext(api, userId), userId });
  /** A cashier reads and closes only their own shifts; the owner any. */
  const onlyOf = (user: { id: number; role: string }) => (user.role === 'owner' ? undefined : user.id);
  return [
    defineCall(CALLS['shift/current'], {
      summary: "The caller's open shift as its X report (so far), or null when none is open",
      roles: CALLERS.cashier,
      handler: async ({ auth }) => {
        const id = await openShiftId(db, auth!.user.id);
        return { data: id === null ? null : await shiftReport(db, id) };
      },
    }),
    defineCall(CALLS['shift/open'], {
      summary: "Open the caller's shift with the float counted into the drawer; payments and refunds need an open shift",
      roles: CALLERS.cashier,
      handler: async ({ body, auth }) => {
        const id = await openShift(ctx(auth!.user.id), body.opening_float);
        return { data: await shiftReport(db, id), notice: notice('shift_opened') };
      },
    }),
    defineCall(CALLS['shift/cash-move'], {
      summary:
        "Cash put into or taken out of the caller's drawer, not for an order, with a reason; no more out than it should hold; " +
        'idempotent by the Idempotency-Key header or idempotency_key field, as order/pay',
      roles: CALLERS.cashier,
      handler: async ({ body, auth, meta }) => {
        const data = await moveCash(ctx(auth!.user.id), body, keyOf(meta.idempotencyKey, body.idempotency_key));
        return { data, notice: notice(body.kind === 'in' ? 'cash_in_recorded' : 'cash_out_recorded') };
      },
    }),
    defineCall(CALLS['shift/close'], {
      summary:
        'Close a shift with the cash counted: the answer is its Z report with the difference; a shift closes once; with ' +
        'expected_difference a count that differs otherwise is refused and the shift stays open; idempotent like ' +
        'shift/cash-move (a repeat answers the Z report)',
      roles: CALLERS.cashier,
      handler: async ({ body, auth, meta }) => {
        const close = { shiftId: body.shift_id, countedCash: body.counted_cash, expectedDifference: body.expected_difference };
        const data = await closeShift(ctx(auth!.user.id), close, onlyOf(auth!.user), keyOf(meta.idempotencyKey, body.idempotency_key));
        return { data, notice: notice('shift_closed') };
      },
    }),
    defineCall(CALLS['shift/mine'], {
      summary: "The caller's last 10 shifts, newest first, with each close's count and difference",
      roles: CALLERS.cashier,
      handler: async ({ auth }) => ({ data: await shiftsOf(db, auth!.user.id) }),
    }),
    defineCall(CALLS['shift/report'], {
      summary: "A shift's X report (open) or Z report (closed); a cashier reads only their own shifts",
      roles: CALLERS.cashier,
      handler: async ({ query, auth }) => ({ data: await shiftReport(db, query.shift_id, onlyOf(auth!.user)) }),
    }),
  ];
}
