/**
 * An outside client of the product API, written against the types openapi-typescript generates
 * from the OpenAPI document: scripts/openapi-check.ts generates them as the module
 * `#openapi-client` and typechecks this file with them. A few real calls, by the names and
 * fields the document promises (`paths`, `operations` by operationId, `components` by the
 * contract's names, api/contract/schema-names.ts): renaming one of them in the contract fails
 * `npm test` here. The project's own typecheck leaves this file out (tsconfig.json), since the
 * module exists only in that check.
 */
import type { components, operations, paths } from '#openapi-client';

type Schemas = components['schemas'];
type Answer<Op> = Op extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
type Body<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** `GET /order/list`: the orders of a page still to be paid, by number, with what is left to pay. */
export function leftToPay(page: paths['/order/list']['get']['responses']['200']['content']['application/json']): Map<number, number> {
  const rows: Schemas['OrderRow'][] = page.data.orders;
  return new Map(rows.filter((row) => row.pay_sum > 0).map((row) => [row.order_id, row.pay_sum]));
}

/** `GET /order/{id}`: the order's car, client, lines and payments, by the contract's names. */
export function receiptLines(answer: Answer<operations['orderById']>): string[] {
  const order: Schemas['Order'] = answer.data;
  const car: Schemas['Car'] = order.car;
  const client: Schemas['Client'] | null = order.client;
  const lines = order.items.map((item: Schemas['OrderItem']) => `${item.name} × ${item.quantity}: ${item.sum} ₽`);
  const paid = order.pay_transactions.map((payment: Schemas['Payment']) => `${payment.method}: ${payment.sum} ₽`);
  return [`${car.plate_number} ${car.model_text}`, client?.phone ?? '', ...lines, ...paid, `${order.pay_sum} ₽`];
}

/** `POST /order/pay`: what is left to pay, in cash, once. */
export function payInCash(order: Schemas['Order'], key: string): Body<operations['orderPay']> {
  const body: Schemas['PaymentRequest'] = { order_id: order.order_id, sum: order.pay_sum, method: 'cash', idempotency_key: key };
  return body;
}

/** `POST /order/pay`'s answer: paid in full or not. */
export const paidInFull = (answer: Answer<operations['orderPay']>): boolean => answer.data.pay_sum === 0 && answer.data.pay_status === 3;

/** `GET /shift/current`: what the drawer's moves add up to, less what the report expects (0 when they agree). */
export function drawerGap(answer: Answer<operations['shiftCurrent']>): number | null {
  const shift: Schemas['Shift'] | null = answer.data;
  if (!shift) return null;
  const moved = shift.moves.reduce((sum: number, move: Schemas['CashMove']) => sum + (move.kind === 'in' ? move.sum : -move.sum), 0);
  return shift.opening_float + shift.cash_paid - shift.cash_refunded + moved - shift.expected_cash;
}

/** `GET /workers-wash/get`: the workers to assign to a line of `POST /order/set-worker`. */
export function assignAll(workers: Answer<operations['workersWashGet']>, line: Schemas['OrderItem']): Body<operations['orderSetWorker']> {
  return { order_id: 1042, order_item_id: line.order_item_id, workers: workers.data.map((worker: Schemas['Worker']) => worker.worker_id) };
}

/** A refusal, any status: its stable code and Russian words; a success without data says a notice. */
export const said = (refusal: Schemas['Refusal'], notice: Schemas['Notice']): string[] => [
  refusal.code,
  refusal.details,
  notice.details ?? '',
];

// The types say no to what the API says no to.
// @ts-expect-error a payment method the API does not take
export const bitcoin: Schemas['PaymentMethod'] = 'bitcoin';
// @ts-expect-error pay states are 1 to 4
export const five: Schemas['PayStatus'] = 5;
// @ts-expect-error the order list is a GET
export type NoPost = paths['/order/list']['post']['responses'];
// @ts-expect-error an order's money is `pay_sum`, not `amount`
export const amount = (order: Schemas['Order']): number => order.amount;
