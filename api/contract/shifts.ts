import { z } from 'zod';
import { okEnvelope } from './envelope';
import { cashRoubles, countedRoubles, id, idText, isoTime, oneLine, roubles, wholeKopecks } from './fields';
import { idempotencyKeyField } from './payments';
import { fuelCardSchema, paymentMethodSchema } from './order-states';

/* ---- Cash shifts at the desk: open, cash in and out, close, X and Z reports ---- */

/** Money of one payment method in a shift or a period: taken, given back, and what stays. */
export const methodTotalsSchema = z.object({
  method: paymentMethodSchema,
  fuel_card_name: fuelCardSchema.nullable(),
  paid: roubles,
  payments: z.number().int(),
  refunded: roubles,
  refunds: z.number().int(),
  net: roubles,
});
export type MethodTotals = z.infer<typeof methodTotalsSchema>;

export const cashMoveSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['in', 'out']),
  sum: roubles,
  reason: z.string(),
  added_at: isoTime,
  by: z.string(),
});

/**
 * A shift as its report shows it: an X report while it is open (so far), the Z report once
 * closed. `expected_cash` is what the drawer should hold: the float, plus cash taken, less
 * cash given back, plus cash put in, less cash taken out.
 */
export const shiftReportSchema = z.object({
  id: z.number().int(),
  cashier: z.string(),
  opened_at: isoTime,
  is_open: z.boolean(),
  /** When this report was made: an X report is "so far". */
  reported_at: isoTime,
  closed_at: isoTime.nullable(),
  closed_by: z.string().nullable(),
  opening_float: roubles,
  methods: z.array(methodTotalsSchema),
  /** Every method's net together: taken less given back. */
  total_net: roubles,
  cash_paid: roubles,
  cash_refunded: roubles,
  cash_in: roubles,
  cash_out: roubles,
  moves: z.array(cashMoveSchema),
  expected_cash: roubles,
  counted_cash: roubles.nullable(),
  /** Counted less expected: below zero the drawer is short. */
  difference: roubles.nullable(),
});
export type ShiftReport = z.infer<typeof shiftReportSchema>;

export const shiftAnswerSchema = okEnvelope(shiftReportSchema);
/** `GET shift/current`: the caller's open shift, or null when none is open. */
export const currentShiftAnswerSchema = okEnvelope(shiftReportSchema.nullable());

/** A shift in a list: when, who, and how the count came out. */
export const shiftRowSchema = z.object({
  id: z.number().int(),
  cashier: z.string(),
  opened_at: isoTime,
  closed_at: isoTime.nullable(),
  expected_cash: roubles.nullable(),
  counted_cash: roubles.nullable(),
  difference: roubles.nullable(),
});
export type ShiftRow = z.infer<typeof shiftRowSchema>;
/** `GET shift/mine`: the caller's last shifts, newest first. */
export const myShiftsAnswerSchema = okEnvelope(z.array(shiftRowSchema));

/** `POST shift/open`: the float counted into the drawer. */
export const openShiftBodySchema = z.object({ opening_float: cashRoubles });

/**
 * `POST shift/cash-move`: cash in or out of the drawer, not for an order, with its reason;
 * idempotent by the Idempotency-Key header or `idempotency_key`, as a payment.
 */
export const cashMoveBodySchema = z.object({
  kind: z.enum(['in', 'out']),
  sum: cashRoubles.pipe(z.number().min(0.01, 'сумма должна быть больше нуля')),
  reason: oneLine(200),
  idempotency_key: idempotencyKeyField.optional(),
});

/**
 * `POST shift/close`: the cash counted in the drawer at the end. With `expected_difference`
 * (roubles, below zero for a shortage), the shift closes only if the count matches or differs
 * by exactly that; otherwise it is refused (409 `shift_cash_short` or `shift_cash_over`, with
 * the gap, its `difference` among the params) and stays open, so that a mistyped count is
 * recounted before the Z report is final and a gap is closed only as it was seen. Without it
 * the shift closes with whatever the difference is. Idempotent like a cash move: a repeat
 * answers the Z report of the first close, not «уже закрыта».
 */
export const closeShiftBodySchema = z.object({
  shift_id: id,
  counted_cash: countedRoubles,
  expected_difference: z
    .number()
    .min(-100_000_000)
    .max(100_000_000)
    .refine(...wholeKopecks)
    .optional(),
  idempotency_key: idempotencyKeyField.optional(),
});

/** `GET shift/report`: a shift's X report (open) or Z report (closed). */
export const shiftQuerySchema = z.object({ shift_id: idText });
