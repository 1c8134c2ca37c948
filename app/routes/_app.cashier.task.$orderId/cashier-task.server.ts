import { z } from 'zod';
import { parseRoubles } from '~/utils/money-input';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { orderIdParam } from '~/utils/order-id.server';
import { isCashierArea } from '~/utils/areas';
import { apiFor, type ServerArgs, dataOrThrow, type ApiAnswer } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';

/** The cashier's order page: the order, and the discount groups its car can join (empty on error). */
export async function loadCashierTask({ request, context }: ServerArgs, rawId: string | undefined) {
  const id = orderIdParam(rawId);
  const api = await apiFor({ request, context }, isCashierArea);
  const [order, groups] = await Promise.all([
    api.call('order/:id', { params: { id } }).then(dataOrThrow),
    api.call('order/get-groups-available', { query: { order_id: id } }).then((a) => (a.ok ? a.data : [])),
  ]);
  return { order, groups };
}

const methodField = z.enum(['card', 'cash', 'yandex', 'petrol']);
const cashierForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('pay'), method: methodField, sum: z.string().trim().min(1), key: z.string().min(8).max(100) }),
  z.object({ intent: z.literal('refund'), method: methodField, sum: z.string().trim().min(1), key: z.string().min(8).max(100) }),
  z.object({ intent: z.literal('switch'), payment: z.coerce.number().int().positive(), method: methodField }),
  z.object({ intent: z.literal('request-discount'), percent: z.coerce.number().int().min(0).max(100) }),
  z.object({ intent: z.literal('approve-discount'), code: z.string().trim().regex(/^\d{4}$/), percent: z.coerce.number().int().min(0).max(100) }),
  z.object({ intent: z.literal('reset-discount') }),
  z.object({ intent: z.literal('reason'), reason: z.string().trim().max(200), other: z.string().trim().max(500).optional() }),
  z.object({ intent: z.literal('group'), group: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('remove-parking') }),
  z.object({ intent: z.literal('keys-returned') }),
]);

/** Card, cash, or a fuel card: the form's one choice is the API's method and fuel card. */
function methodOf(value: z.infer<typeof methodField>) {
  return value === 'yandex' || value === 'petrol' ? { method: 'fuel' as const, fuel_card_name: value } : { method: value, fuel_card_name: null };
}

export async function cashierTaskAction({ request, context }: ServerArgs, rawId: string | undefined): Promise<ActionResult> {
  const orderId = orderIdParam(rawId);
  const api = await apiFor({ request, context }, isCashierArea);
  const parsed = cashierForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, error: encodeError('validation.invalid') };
  const input = parsed.data;
  const result = (answer: ApiAnswer<unknown>, extra: { retryAfter?: number } = {}) => actionResult(answer, input.intent, extra);

  switch (input.intent) {
    case 'pay':
    case 'refund': {
      // Roubles as a cashier types them ('1 250,50'): digits and at most two decimals, no
      // more (Number() would also take '0x64' or '1e2'). The API judges the amount itself.
      const kopecks = parseRoubles(input.sum);
      if (!kopecks) return { ok: false, error: encodeError('validation.sum'), intent: input.intent };
      const sum = (kopecks / 100).toFixed(2);
      const body = { order_id: orderId, sum, idempotency_key: input.key, ...methodOf(input.method) };
      return result(input.intent === 'pay' ? await api.call('order/pay', { body }) : await api.call('order/refund', { body }));
    }
    case 'switch': {
      const m = methodOf(input.method);
      return result(await api.call('order/payment/switch-method', { query: { payment_id: input.payment, method: m.method, fuel_card_name: m.fuel_card_name } }));
    }
    case 'request-discount': {
      const answer = await api.call('order/request-discount', { body: { order_id: orderId, discount_amount: `${input.percent}%` } });
      return result(answer, answer.ok ? { retryAfter: answer.data.retry_after } : {});
    }
    case 'approve-discount': {
      const answer = await api.call('order/approve-discount', { body: { order_id: orderId, sms_code: input.code, discount_amount: `${input.percent}%` } });
      return result(answer);
    }
    case 'reset-discount':
      return result(await api.call('order/update-discount', { body: { order_id: orderId, discount: 0 } }));
    case 'reason': {
      const text = input.reason === 'other' ? `Другое: ${input.other ?? ''}`.trim() : input.reason;
      return result(await api.call('order/update-discount', { body: { order_id: orderId, comment: text } }));
    }
    case 'group':
      return result(await api.call('car/add-to-group', { body: { order_id: orderId, group_id: input.group } }));
    case 'remove-parking':
      return result(await api.call('order/remove-parking', { body: { order_id: orderId } }));
    case 'keys-returned':
      return result(await api.call('order/keys-returned', { body: { order_id: orderId } }));
  }
}
