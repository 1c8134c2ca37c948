import { describe, expect, it } from 'vitest';
import { parseIntentForm } from '~/utils/intent-form.server';
import { label, said } from '~/test/i18n';
import { pathsOf, redirectOf, thrownResponse, toastOf } from '~/test/route-args';
import { addWash, createOrder, startedOrder, washServices, washWorkers, webApiFixture } from '~/test/web-api';
import { loadTask, taskAction, taskForm } from './task.server';

/** The master's task page, its forms and its action, against a real product API. */
const web = webApiFixture({ roles: ['master', 'cashier'] });

async function post(orderId: number | string, form: Record<string, string>, as: 'master' | 'cashier' | null = 'master') {
  const args = await web.args(as, { url: `/master/task/${orderId}`, form });
  const result = await taskAction(args, String(orderId));
  return { result, calls: pathsOf(args.calls) };
}

/** A waiting order with `lines` wash lines, none assigned yet. */
async function waitingOrder(lines = 1) {
  const { orderId } = await createOrder(web.api, web.tokens.master);
  const services = await washServices(web.api, web.tokens.master, orderId);
  for (const s of services.slice(0, lines)) await addWash(web.api, web.tokens.master, orderId, s.service_id);
  return orderId;
}

/** The result of an action that answered data, not a redirect. */
function data<T>(result: T): Exclude<T, Response> {
  if (result instanceof Response) throw new Error(`expected data, got a ${result.status} to ${result.headers.get('Location')}`);
  return result as Exclude<T, Response>;
}

describe('taskForm: what each intent accepts and refuses', () => {
  const parse = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return parseIntentForm(form, taskForm);
  };
  const errorKeys = (fields: Record<string, string>) => Object.keys(parse(fields).reply().error ?? {});

  it('takes the assignments as JSON of lines and their workers, at least one', () => {
    const ok = parse({ intent: 'workers', assignments: '[{"item":4,"workers":[1,2]},{"item":5,"workers":[]}]' });
    expect(ok.status === 'success' && ok.value).toEqual({
      intent: 'workers',
      assignments: [
        { item: 4, workers: [1, 2] },
        { item: 5, workers: [] },
      ],
    });
    for (const bad of ['[]', 'not json', '[{"item":0,"workers":[]}]', '[{"item":4}]']) {
      expect(errorKeys({ intent: 'workers', assignments: bad }), bad).toEqual(['assignments']);
    }
  });

  it('takes a line to mark or cancel by its id with the state wanted, and the buttons with no fields', () => {
    expect(parse({ intent: 'mark', item: '12', done: '1' }).status).toBe('success');
    expect(errorKeys({ intent: 'cancel-item', item: 'x', canceled: '0' })).toEqual(['item']);
    // The page always says which state it wants: a form without it is not the page's.
    expect(errorKeys({ intent: 'mark', item: '12' })).toEqual(['done']);
    expect(errorKeys({ intent: 'cancel-item', item: '12', canceled: 'yes' })).toEqual(['canceled']);
    for (const intent of ['start', 'complete', 'cancel']) expect(parse({ intent }).status).toBe('success');
  });

  it('takes an emptied phone or comment as taking it off, and limits their length', () => {
    const phone = parse({ intent: 'phone', phone: '' });
    expect(phone.status === 'success' && phone.value).toEqual({ intent: 'phone' });
    expect(parse({ intent: 'phone', phone: '+7'.padEnd(31, '1') }).reply().error).toEqual({
      phone: ['i18n:validation.tooLong?{"max":30}'],
    });
    const comment = parse({ intent: 'comment' });
    expect(comment.status === 'success' && comment.value).toEqual({ intent: 'comment' });
    expect(parse({ intent: 'comment', comment: 'я'.repeat(1001) }).reply().error).toEqual({
      comment: ['i18n:validation.tooLong?{"max":1000}'],
    });
  });
});

describe("the task page's loader", () => {
  it('gives the order, both crews and the HTML limits of the fields the master types into', async () => {
    const orderId = await waitingOrder();
    const loaded = await loadTask(await web.args('master', { url: `/master/task/${orderId}` }), String(orderId));
    expect(loaded.order.id).toBe(orderId);
    expect(loaded.washWorkers.length).toBeGreaterThan(0);
    expect(loaded.constraint).toMatchObject({ phone: { maxLength: 30 }, comment: { maxLength: 1000 } });
  });
});

describe('the comment', () => {
  it('is saved for the bay, and says so', async () => {
    const orderId = await waitingOrder();
    const { result, calls } = await post(orderId, { intent: 'comment', comment: 'Не мыть багажник' });
    expect(calls).toEqual(['new-order/update']);
    const answered = data(result);
    // The API says nothing of a comment: the page says its own word.
    expect(answered).toMatchObject({ ok: true, intent: 'comment', messageKey: 'task.commentSaved' });
    expect(label('task.commentSaved')).toBe('Комментарий сохранён');
    expect((await web.order(orderId)).comment).toBe('Не мыть багажник');

    await post(orderId, { intent: 'comment', comment: '' });
    expect((await web.order(orderId)).comment).toBe('');
  });

  it('too long is said under the field, and nothing is saved', async () => {
    const orderId = await waitingOrder();
    const { result, calls } = await post(orderId, { intent: 'comment', comment: 'я'.repeat(1001) });
    const answered = data(result);
    expect(answered.ok).toBe(false);
    expect(answered.reply?.error?.comment).toEqual(['i18n:validation.tooLong?{"max":1000}']);
    expect(said(answered.reply!.error!.comment![0]!)).toBe('Слишком длинно, максимальная длина: 1000');
    expect(calls).toEqual([]);
    expect((await web.order(orderId)).comment).toBe('');
  });
});

describe('the phone', () => {
  it('is saved, and taken off when emptied', async () => {
    const orderId = await waitingOrder();
    const saved = data((await post(orderId, { intent: 'phone', phone: '+7 (916) 123-45-67' })).result);
    expect(saved).toMatchObject({ ok: true, intent: 'phone' });
    // A new client's first order: the master hears the discount it now has (nothing about money changes silently).
    expect(saved.ok && said(saved.message!)).toBe('Телефон сохранён. Скидка заказа теперь 30% вместо 0%');
    expect((await web.order(orderId)).client?.phone).toBe('+79161234567');
    expect(data((await post(orderId, { intent: 'phone', phone: '' })).result)).toMatchObject({ ok: true });
    expect((await web.order(orderId)).client?.phone ?? null).toBeNull();
  });

  it('that is not a phone is refused under the field', async () => {
    const orderId = await waitingOrder();
    const answered = data((await post(orderId, { intent: 'phone', phone: '12' })).result);
    expect(answered).toMatchObject({ ok: false, intent: 'phone' });
    expect(answered.reply?.error?.phone).toHaveLength(1);
    expect(said(answered.reply!.error!.phone![0]!)).toBe('Неверный формат телефона');
  });
});

describe('the work', () => {
  it('assigns the workers of every line changed, in one press', async () => {
    const orderId = await waitingOrder(2);
    const [first, second] = (await web.order(orderId)).items;
    const [w1, w2] = await washWorkers(web.api, web.tokens.master);
    const assignments = JSON.stringify([
      { item: first!.order_item_id, workers: [w1!.worker_id] },
      { item: second!.order_item_id, workers: [w1!.worker_id, w2!.worker_id] },
    ]);
    const { result, calls } = await post(orderId, { intent: 'workers', assignments });
    expect(result).toEqual({ ok: true, messageKey: 'task.workersSaved' });
    expect(calls).toEqual(['order/set-workers']);
    const items = (await web.order(orderId)).items;
    expect(items.map((i) => i.workers.map((w) => w.id))).toEqual([[w1!.worker_id], [w1!.worker_id, w2!.worker_id]]);
  });

  it('saves nothing when one line is refused, and says why', async () => {
    const orderId = await waitingOrder(2);
    const [first, second] = (await web.order(orderId)).items;
    const [w1] = await washWorkers(web.api, web.tokens.master);
    const assignments = JSON.stringify([
      { item: first!.order_item_id, workers: [w1!.worker_id] },
      { item: second!.order_item_id, workers: [999_999] },
    ]);
    const answered = data((await post(orderId, { intent: 'workers', assignments })).result);
    expect(answered.ok).toBe(false);
    expect(!answered.ok && said(answered.error)).toBe('Работник №999999 не найден');
    expect((await web.order(orderId)).items.map((i) => i.workers.length)).toEqual([0, 0]);
  });

  it('will not start an order with a line nobody is on', async () => {
    const orderId = await waitingOrder();
    const answered = data((await post(orderId, { intent: 'start' })).result);
    expect(!answered.ok && said(answered.error)).toBe('Назначьте исполнителей на все услуги');
    expect((await web.order(orderId)).job_status).toBe('waiting');
  });

  it("starts an order back to the waiting list, and finishes it staying on its page, with the API's word", async () => {
    const orderId = await waitingOrder();
    const [item] = (await web.order(orderId)).items;
    const [w1] = await washWorkers(web.api, web.tokens.master);
    await post(orderId, { intent: 'workers', assignments: JSON.stringify([{ item: item!.order_item_id, workers: [w1!.worker_id] }]) });

    const started = await post(orderId, { intent: 'start' });
    expect(redirectOf(started.result)?.location).toBe('/master/tasks/pending');
    expect(said((await toastOf(started.result as Response))!.description)).toBe('Заказ в работе');
    expect((await web.order(orderId)).job_status).toBe('in_progress');

    const done = await post(orderId, { intent: 'complete' });
    expect(redirectOf(done.result)?.location).toBe(`/master/task/${orderId}`);
    expect(said((await toastOf(done.result as Response))!.description)).toBe('Заказ выполнен');
    expect((await web.order(orderId)).job_status).toBe('done');
  });

  it('finishes from a list back to that very list, and never to another site', async () => {
    const first = await startedOrder(web.api, web.tokens.master);
    const fromList = await post(first.orderId, { intent: 'complete', back: '/master/tasks/active?page=2&q=%D0%90' });
    expect(redirectOf(fromList.result)?.location).toBe('/master/tasks/active?page=2&q=%D0%90');
    for (const back of ['//evil.example/', 'https://evil.example/master/tasks/active', '/cashier/tasks/active', '/master/task/1']) {
      const { orderId } = await startedOrder(web.api, web.tokens.master);
      expect(redirectOf((await post(orderId, { intent: 'complete', back })).result)?.location, back).toBe(`/master/task/${orderId}`);
    }
  });

  it('marks a line of an order in work done, and a second send (a retry after a lost answer) leaves it done', async () => {
    const { orderId, itemId } = await startedOrder(web.api, web.tokens.master);
    for (let i = 0; i < 2; i += 1) {
      const answered = data((await post(orderId, { intent: 'mark', item: String(itemId), done: '1' })).result);
      expect(answered.ok).toBe(true);
      expect((await web.order(orderId)).items[0]).toMatchObject({ order_item_id: itemId, job_status: 'done' });
    }
  });

  it('cancels one line, and the order keeps the other', async () => {
    const orderId = await waitingOrder(2);
    const [first, second] = (await web.order(orderId)).items;
    const { result, calls } = await post(orderId, { intent: 'cancel-item', item: String(first!.order_item_id), canceled: '1' });
    expect(data(result).ok).toBe(true);
    expect(calls).toEqual(['order/cancel-item']);
    // Sent again, the cancel stays.
    expect(data((await post(orderId, { intent: 'cancel-item', item: String(first!.order_item_id), canceled: '1' })).result).ok).toBe(true);
    const order = await web.order(orderId);
    expect(order.items.map((i) => [i.order_item_id, i.job_status])).toEqual([
      [first!.order_item_id, 'canceled'],
      [second!.order_item_id, 'active'],
    ]);
    expect(order.total_sum).toBe(second!.sum);
  });

  it('cancels the order and stays on its page', async () => {
    const orderId = await waitingOrder();
    const { result } = await post(orderId, { intent: 'cancel' });
    expect(redirectOf(result)?.location).toBe(`/master/task/${orderId}`);
    expect(said((await toastOf(result as Response))!.description)).toBe('Заказ отменён');
    expect((await web.order(orderId)).job_status).toBe('canceled');
  });
});

describe('who may use the page', () => {
  it("sends a cashier to the desk's page of the same order", async () => {
    const thrown = await thrownResponse(() => post(5, { intent: 'start' }, 'cashier'));
    expect(redirectOf(thrown)?.location).toBe('/cashier/task/5');
  });

  it('answers 404 for an address that is not an order id', async () => {
    expect((await thrownResponse(() => post('0', { intent: 'start' }))).status).toBe(404);
  });
});
