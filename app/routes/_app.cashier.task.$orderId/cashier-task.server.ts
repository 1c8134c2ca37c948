import { z } from 'zod';
import { messageRetryBodySchema } from '#contract/messages';
import { clientBriefOf } from '~/components/clients/client-brief.server';
import { parseRoubles } from '~/utils/money-input';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { idParam } from '~/utils/id-param.server';
import { isCashierArea } from '~/utils/areas';
import { apiFor, type ServerArgs, dataOrThrow, type ApiAnswer } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { comment as reasonField, percent as percentField } from '#contract/fields';
import { constraintOf } from '~/utils/form-constraints.server';
import { fiscalRetryBodySchema } from '#contract/fiscal';
import { fuelCardSchema, paymentMethodSchema } from '#contract/order-states';
import { addToGroupBodySchema, approveDiscountBodySchema, payBodySchema, switchMethodQuerySchema } from '#contract/payments';
import { OTHER, reasonText } from '~/utils/discount-reason';

/**
 * The cashier's order page: the order, the discount groups its car can join (empty on
 * error), and whether the cashier's shift is open (money moves only in an open shift).
 */
export async function loadCashierTask({ request, context }: ServerArgs, rawId: string | undefined) {
  const id = idParam(rawId);
  const api = await apiFor({ request, context }, isCashierArea);
  const [[order, client], groups, shift] = await Promise.all([
    // The client's notes and the way to the card come with the order (docs/screens.md 'Clients and cars').
    api
      .call('order/:id', { params: { id } })
      .then(dataOrThrow)
      .then(async (o) => [o, await clientBriefOf(api, o.client?.id)] as const),
    api.call('order/get-groups-available', { query: { order_id: id } }).then((a) => (a.ok ? a.data : [])),
    api.call('shift/current').then(dataOrThrow),
  ]);
  // How long the awaited code has left by this server's clock: the page reloads when it runs out,
  // whatever the desk's own clock says.
  const pending = order.discount_request?.pending;
  const codeLeftMs = pending ? Math.max(0, Date.parse(pending.expires_at) - Date.now()) : null;
  return { order, client, groups, shiftOpen: shift !== null, limits: constraintOf(textFields), codeLeftMs };
}

/** Card, cash, or one of the fuel cards: the form's one choice of method. */
const methodField = z.enum([...paymentMethodSchema.exclude(['fuel']).options, ...fuelCardSchema.options]);
/** Roubles as a cashier types them ('1 250,50'); money-input.ts reads them into kopecks. */
const typedSum = z.string().trim().min(1);
const moneyKey = payBodySchema.shape.idempotency_key.unwrap();

/** The cashier's own words of a reason: the order's text holds them after «Другое: », within its length. */
const otherField = reasonField.maxLength === null ? reasonField : reasonField.max(reasonField.maxLength - OTHER.length);
/** The fields a cashier types into (their HTML limits: constraintOf). */
const textFields = z.object({ other: otherField, percent: percentField, code: approveDiscountBodySchema.shape.sms_code });

/** The cashier page's forms, one per intent, of the contract's fields. */
export const cashierForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('pay'), method: methodField, sum: typedSum, key: moneyKey }),
  z.object({ intent: z.literal('refund'), method: methodField, sum: typedSum, key: moneyKey }),
  z.object({ intent: z.literal('switch'), payment: switchMethodQuerySchema.shape.payment_id, method: methodField }),
  // The percent as the field types it: the contract's whole number 0..100, read as every form's (decision 065), so «--1»
  // says «Введите целое число» and «-1» «Не меньше 0». The API's own text form ('15%') is for outside clients.
  z.object({ intent: z.literal('request-discount'), percent: percentField }),
  z.object({ intent: z.literal('approve-discount'), code: approveDiscountBodySchema.shape.sms_code, percent: percentField }),
  z.object({ intent: z.literal('reset-discount') }),
  // A reason of the list, or 'other' with the cashier's own words.
  z.object({ intent: z.literal('reason'), reason: reasonField, other: otherField.optional() }),
  z.object({ intent: z.literal('group'), group: addToGroupBodySchema.shape.group_id }),
  z.object({ intent: z.literal('remove-parking') }),
  z.object({ intent: z.literal('keys-returned') }),
  z.object({ intent: z.literal('fiscal-retry'), payment: fiscalRetryBodySchema.shape.payment_id }),
  z.object({ intent: z.literal('message-retry'), message: messageRetryBodySchema.shape.message_id }),
]);

/** Card, cash, or a fuel card: the form's one choice is the API's method and fuel card. */
function methodOf(value: z.infer<typeof methodField>) {
  return value === 'yandex' || value === 'petrol'
    ? { method: 'fuel' as const, fuel_card_name: value }
    : { method: value, fuel_card_name: null };
}

export async function cashierTaskAction({ request, context }: ServerArgs, rawId: string | undefined): Promise<ActionResult> {
  const orderId = idParam(rawId);
  const api = await apiFor({ request, context }, isCashierArea);
  const formData = await request.formData();
  const submission = parseIntentForm(formData, cashierForm);
  if (submission.status !== 'success') return invalidForm(submission, String(formData.get('intent') ?? ''));
  const input = submission.value;
  const result = (answer: ApiAnswer<unknown>, extra: { retryAfter?: number } = {}) => actionResult(answer, input.intent, extra);

  switch (input.intent) {
    case 'pay':
    case 'refund': {
      // Roubles as a cashier types them ('1 250,50'): digits and at most two decimals, no
      // more (Number() would also take '0x64' or '1e2'). The API judges the amount itself.
      const kopecks = parseRoubles(input.sum);
      if (!kopecks) {
        const error = encodeError('validation.sum');
        return { ok: false, error, intent: input.intent, reply: submission.reply({ fieldErrors: { sum: [error] } }) };
      }
      const sum = (kopecks / 100).toFixed(2);
      const body = { order_id: orderId, sum, idempotency_key: input.key, ...methodOf(input.method) };
      const answer = input.intent === 'pay' ? await api.call('order/pay', { body }) : await api.call('order/refund', { body });
      return answer.ok
        ? { ...result(answer), reply: submission.reply({ resetForm: true }) }
        : refusedAt(submission, 'sum', answer, input.intent);
    }
    case 'switch': {
      const m = methodOf(input.method);
      return result(
        await api.call('order/payment/switch-method', {
          query: { payment_id: input.payment, method: m.method, fuel_card_name: m.fuel_card_name },
        }),
      );
    }
    case 'request-discount': {
      const answer = await api.call('order/request-discount', { body: { order_id: orderId, discount_amount: `${input.percent}%` } });
      return result(answer, answer.ok ? { retryAfter: answer.data.retry_after } : {});
    }
    case 'approve-discount': {
      const answer = await api.call('order/approve-discount', {
        body: { order_id: orderId, sms_code: input.code, discount_amount: `${input.percent}%` },
      });
      return answer.ok ? result(answer) : refusedAt(submission, 'code', answer, input.intent);
    }
    case 'reset-discount':
      return result(await api.call('order/update-discount', { body: { order_id: orderId, discount: 0 } }));
    case 'reason': {
      return result(
        await api.call('order/update-discount', { body: { order_id: orderId, comment: reasonText(input.reason, input.other) } }),
      );
    }
    case 'group':
      return result(await api.call('car/add-to-group', { body: { order_id: orderId, group_id: input.group } }));
    case 'remove-parking':
      return result(await api.call('order/remove-parking', { body: { order_id: orderId } }));
    case 'keys-returned':
      return result(await api.call('order/keys-returned', { body: { order_id: orderId } }));
    case 'fiscal-retry':
      return result(await api.call('fiscal/retry', { body: { payment_id: input.payment } }));
    case 'message-retry':
      return result(await api.call('order/message-retry', { body: { message_id: input.message } }));
  }
}
