import { z } from 'zod';
import { cashMoveBodySchema, closeShiftBodySchema, openShiftBodySchema } from '#contract/shifts';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { noticeMessage } from '~/utils/api-text';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isCashierArea } from '~/utils/areas';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError, formatFormErrors } from '~/utils/form-errors';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { parseRoubles } from '~/utils/money-input';
import { redirectWithToast } from '~/utils/toast.server';

/** The cashier's shift page: their open shift (its X report so far), or null to open one; and the receipts the register failed. */
export async function loadShift(args: ServerArgs) {
  const api = await apiFor(args, isCashierArea);
  const [shift, failedReceipts, recent] = await Promise.all([api.call('shift/current').then(dataOrThrow), api.call('fiscal/failed').then(dataOrThrow), api.call('shift/mine').then(dataOrThrow)]);
  return { shift, failedReceipts, recent: recent.filter((s) => s.closed_at !== null), limits: constraintOf(z.object({ reason: cashMoveBodySchema.shape.reason })) };
}

/** Roubles as a cashier types them ('5 000', '1 250,50'); money-input.ts reads them into kopecks. */
const typedSum = z.string().trim().min(1);

/** The shift page's forms, one per intent. */
export const shiftForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('open'), float: typedSum }),
  z.object({ intent: z.literal('move'), kind: cashMoveBodySchema.shape.kind, sum: typedSum, reason: cashMoveBodySchema.shape.reason }),
  z.object({ intent: z.literal('close'), shift: closeShiftBodySchema.shape.shift_id, counted: typedSum }),
]);

export async function shiftAction(args: ServerArgs): Promise<ActionResult | Response> {
  const api = await apiFor(args, isCashierArea);
  const formData = await args.request.formData();
  const submission = parseIntentForm(formData, shiftForm);
  if (submission.status !== 'success') return invalidForm(submission, String(formData.get('intent') ?? ''));
  const input = submission.value;
  const sumField = input.intent === 'open' ? 'float' : input.intent === 'move' ? 'sum' : 'counted';
  const kopecks = parseRoubles(input.intent === 'open' ? input.float : input.intent === 'move' ? input.sum : input.counted);
  // Roubles as typed ('5 000,50'), then the contract's own rule for the amount (its limits):
  // what is wrong is said under the field in the reader's language. A float or a count may be
  // 0; cash moved in or out may not.
  const amount = (input.intent === 'close' ? closeShiftBodySchema.shape.counted_cash : input.intent === 'move' ? cashMoveBodySchema.shape.sum : openShiftBodySchema.shape.opening_float).safeParse(
    kopecks === null ? undefined : kopecks / 100
  );
  if (kopecks === null || !amount.success) {
    const error = kopecks === null ? encodeError('validation.cashAmount') : formatFormErrors(amount.error!.issues)[0] ?? encodeError('validation.cashAmount');
    return { ok: false, error, intent: input.intent, reply: submission.reply({ fieldErrors: { [sumField]: [error] } }) };
  }
  const roubles = (kopecks / 100).toFixed(2);
  switch (input.intent) {
    case 'open': {
      const answer = await api.call('shift/open', { body: { opening_float: roubles } });
      return answer.ok ? actionResult(answer, input.intent) : refusedAt(submission, sumField, answer, input.intent);
    }
    case 'move': {
      const answer = await api.call('shift/cash-move', { body: { kind: input.kind, sum: roubles, reason: input.reason } });
      return answer.ok ? { ...actionResult(answer, input.intent), reply: submission.reply({ resetForm: true }) } : refusedAt(submission, sumField, answer, input.intent);
    }
    case 'close': {
      const answer = await api.call('shift/close', { body: { shift_id: input.shift, counted_cash: roubles } });
      if (!answer.ok) return refusedAt(submission, sumField, answer, input.intent);
      // The Z report: what the count came to against what the drawer should hold.
      return redirectWithToast(`/cashier/shifts/${input.shift}`, { type: 'success', description: noticeMessage(answer) ?? '' });
    }
  }
}
