import { describe, expect, it } from 'vitest';
import { addWash, createOrder, washServices, webApiFixture } from '~/test/web-api';
import { action } from './route';

/** The cashier page's action as Remix runs it: a refusal answers with a status that says so. */
const web = webApiFixture({ roles: ['cashier', 'master'] });

async function orderToPay() {
  const { orderId } = await createOrder(web.api, web.tokens.master);
  const [service] = await washServices(web.api, web.tokens.master, orderId);
  expect((await addWash(web.api, web.tokens.master, orderId, service!.service_id, 1)).status).toBe(200);
  return orderId;
}

/** One post to the page, as Remix hands it the action: the status it answers with and its data. */
async function post(orderId: number, form: Record<string, string>) {
  const args = await web.args('cashier', { url: `/cashier/task/${orderId}`, form });
  const answer = await action({ ...args, params: { orderId: String(orderId) } });
  // A refusal is wrapped with its status (Remix's `data`); a success is the data itself (200).
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer)
    return { status: answer.init?.status ?? 200, result: answer.data };
  return { status: 200, result: answer };
}

describe('the cashier page answers a refused form with its status, not 200', () => {
  it('400 for a sum that is not one, with the words under the field', async () => {
    const orderId = await orderToPay();
    const { status, result } = await post(orderId, { intent: 'pay', method: 'card', sum: 'abc', key: `status-${orderId}-a` });
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, error: 'i18n:validation.sum' });
  });

  it('400 for a form that does not pass its schema', async () => {
    const orderId = await orderToPay();
    const { status, result } = await post(orderId, { intent: 'pay', method: 'gold', sum: '100', key: `status-${orderId}-b` });
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false });
  });

  it("the API's own status for its refusal: a sum above what is due, nothing paid", async () => {
    const orderId = await orderToPay();
    const due = (await web.order(orderId)).pay_sum;
    const { status, result } = await post(orderId, { intent: 'pay', method: 'card', sum: String(due + 1), key: `status-${orderId}-c` });
    expect(status).toBe(409);
    expect(result).toMatchObject({ ok: false, intent: 'pay', status: 409 });
    expect((await web.order(orderId)).total_paid).toBe(0);
  });

  it('200 with the notice when the payment is taken', async () => {
    const orderId = await orderToPay();
    const due = (await web.order(orderId)).pay_sum;
    const { status, result } = await post(orderId, { intent: 'pay', method: 'card', sum: String(due), key: `status-${orderId}-d` });
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: 'pay' });
    expect((await web.order(orderId)).total_paid).toBe(due);
  });
});
