/**
 * Pay states by name, with the numbers the wire carries: a module without zod, since the
 * browser reads them (the screens' status display, the customers' own script; decision 018),
 * re-exported by order-states.ts beside their schema.
 */
export const PAY_STATUS = {
  /** Nothing paid (or a contract order not done yet). */
  unpaid: 1,
  /** Part of the sum paid. */
  partlyPaid: 2,
  /** Paid in full (a done order that costs nothing counts as paid: nothing is owed). */
  paid: 3,
  /** A done company order, settled by its contract. */
  byContract: 4,
} as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];
export const PAY_STATUSES = Object.values(PAY_STATUS) as PayStatus[];
