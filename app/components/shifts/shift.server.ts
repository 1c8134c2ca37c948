import { z } from 'zod';
import { id } from '#contract/fields';
import { cashMoveBodySchema, closeShiftBodySchema, openShiftBodySchema } from '#contract/shifts';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { noticeMessage } from '~/utils/api-text';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isCashierArea } from '~/utils/areas';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError, formatFormErrors } from '~/utils/form-errors';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { parseRoubles } from '~/utils/money-input';
import { roublesTooLong } from '#contract/roubles-text';
import { redirectWithToast } from '~/utils/toast.server';

/** The cashier's shift page: their open shift (its X report so far), or null to open one; and the receipts the register failed. */
export async function loadShift(args: ServerArgs) {
  const api = await apiFor(args, isCashierArea);
  const [shift, failedReceipts, recent] = await Promise.all([
    api.call('shift/current').then(dataOrThrow),
    api.call('fiscal/failed').then(dataOrThrow),
    api.call('shift/mine').then(dataOrThrow),
  ]);
  return {
    shift,
    failedReceipts,
    recent: recent.filter((s) => s.closed_at !== null),
    limits: constraintOf(z.object({ reason: cashMoveBodySchema.shape.reason })),
  };
}

/** Roubles as a cashier types them ('5 000', '1 250,50'); money-input.ts reads them into kopecks. */
const typedSum = z.string().trim().min(1);

/** The idempotency key each money form sends (cash in or out, the close): a resubmit records nothing new. */
const key = cashMoveBodySchema.shape.idempotency_key.unwrap();

/** The shift page's forms, one per intent; each has its amount as `sum` (the float, the cash moved, the count). */
export const shiftForm = z.discriminatedUnion('intent', [
  // `order`: the order page «Открыть смену» was pressed on; the shift opened, it leads back there.
  z.object({ intent: z.literal('open'), sum: typedSum, order: id.optional() }),
  z.object({ intent: z.literal('move'), kind: cashMoveBodySchema.shape.kind, sum: typedSum, reason: cashMoveBodySchema.shape.reason, key }),
  // `accept`: the gap the cashier confirmed with «Закрыть с расхождением» after it was said back
  // (roubles as the server wrote them: digits, a sign, a point); anything else is no gap
  // confirmed, so the count is said back again.
  z.object({
    intent: z.literal('close'),
    shift: closeShiftBodySchema.shape.shift_id,
    sum: typedSum,
    accept: z
      .string()
      .regex(/^-?\d{1,9}(\.\d{1,2})?$/)
      .optional()
      .catch(undefined),
    key,
  }),
]);

/** The contract's rule for each form's amount (its limits; a float or a count may be 0, cash moved may not). */
const AMOUNT = {
  open: openShiftBodySchema.shape.opening_float,
  move: cashMoveBodySchema.shape.sum,
  close: closeShiftBodySchema.shape.counted_cash,
};

export async function shiftAction(args: ServerArgs): Promise<ActionResult | Response> {
  const api = await apiFor(args, isCashierArea);
  const formData = await args.request.formData();
  const submission = parseIntentForm(formData, shiftForm);
  if (submission.status !== 'success') return invalidForm(submission, String(formData.get('intent') ?? ''));
  const input = submission.value;
  // Roubles as typed ('5 000,50'), then the contract's own rule for the amount: what is wrong
  // is said under the field in the reader's language.
  const kopecks = parseRoubles(input.sum);
  const roublesTyped = kopecks === null ? roublesTooLong(input.sum) : kopecks / 100;
  const amount = roublesTyped === null ? undefined : AMOUNT[input.intent].safeParse(roublesTyped);
  if (kopecks === null || !amount?.success) {
    const error = (amount && !amount.success && formatFormErrors(amount.error.issues)[0]) || encodeError('validation.cashAmount');
    return { ok: false, error, intent: input.intent, reply: submission.reply({ fieldErrors: { sum: [error] } }) };
  }
  const roubles = (kopecks / 100).toFixed(2);
  switch (input.intent) {
    case 'open': {
      const answer = await api.call('shift/open', { body: { opening_float: roubles } });
      if (!answer.ok) return refusedAt(submission, 'sum', answer, input.intent);
      return input.order
        ? redirectWithToast(`/cashier/task/${input.order}`, { type: 'success', description: noticeMessage(answer) ?? '' })
        : actionResult(answer, input.intent);
    }
    case 'move': {
      const answer = await api.call('shift/cash-move', {
        body: { kind: input.kind, sum: roubles, reason: input.reason, idempotency_key: input.key },
      });
      return answer.ok
        ? { ...actionResult(answer, input.intent), reply: submission.reply({ resetForm: true }) }
        : refusedAt(submission, 'sum', answer, input.intent);
    }
    case 'close': {
      // A count that differs is said back first with its gap; «Закрыть с расхождением» then
      // closes with that gap only. A count changed since, or a payment since, is said back again.
      const answer = await api.call('shift/close', {
        body: {
          shift_id: input.shift,
          counted_cash: roubles,
          expected_difference: input.accept ? Number(input.accept) : 0,
          idempotency_key: input.key,
        },
      });
      if (!answer.ok) {
        const refused = refusedAt(submission, 'sum', answer, input.intent);
        const gap = answer.params?.difference;
        return typeof gap === 'number' && (answer.code === 'shift_cash_short' || answer.code === 'shift_cash_over')
          ? { ...refused, confirm: String(gap) }
          : refused;
      }
      // The Z report: what the count came to against what the drawer should hold.
      return redirectWithToast(`/cashier/shifts/${input.shift}`, { type: 'success', description: noticeMessage(answer) ?? '' });
    }
  }
}
