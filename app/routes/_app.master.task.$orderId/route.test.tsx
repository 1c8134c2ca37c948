// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#contract/client';
import type { ActionResult } from '~/utils/action-result';
import { parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { describedBy, formData, renderRoute } from '~/test/render-route';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import { formatMoney } from '~/utils/format';
import { taskForm } from './task.server';
import MasterTask from './route';

/**
 * The master's task page as a route: its comment form with the loader's data, and the
 * server's word on the comment under the field. The action here answers as the real one
 * does (task.server.test.ts runs that one against the API): the same schema and helpers.
 */
afterEach(cleanup);

const order = orderFixture({ id: 12, comment: 'Не мыть багажник' });
/** The limits the loader hands the page (task.server.ts reads them from the schema). */
const constraint = { phone: { maxLength: 30 }, comment: { maxLength: 1000 } };

/** The API's refusal to change an order already paid, as the contract's client gives it. */
const paid: ApiAnswer<unknown> & { ok: false } = {
  ok: false,
  status: 409,
  code: 'change_order_paid',
  details: 'Заказ оплачен, изменить его нельзя',
};
const refused = (form: FormData): ActionResult => refusedAt(parseIntentForm(form, taskForm), 'comment', paid, 'comment');

const renderPage = (options: { action?: (form: FormData) => unknown; actionData?: ActionResult } = {}) =>
  renderRoute({
    id: 'routes/_app.master.task.$orderId',
    path: 'master/task/:orderId',
    url: '/master/task/12',
    Component: MasterTask,
    loaderData: { order, washWorkers: [], tireWorkers: [], stored: [], constraint },
    ...options,
  });

async function commentForm() {
  const field = (await screen.findByLabelText('Комментарий')) as HTMLTextAreaElement;
  const form = within(field.closest('form')!);
  return {
    field: () => screen.getByLabelText('Комментарий') as HTMLTextAreaElement,
    save: () => form.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement,
  };
}

describe("the master's task page: the comment", () => {
  it("shows the order's comment from the loader, its count against the limit, and nothing to save yet", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Заказ №12' })).toBeTruthy();
    const { field, save } = await commentForm();
    expect(field().value).toBe('Не мыть багажник');
    expect(field().maxLength).toBe(1000);
    expect(describedBy(field())).toBe('16 из 1000 символов');
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it("sends the new comment, and shows the server's refusal under the field", async () => {
    const { posted } = renderPage({ action: refused });
    const { field, save } = await commentForm();
    fireEvent.change(field(), { target: { value: 'Мыть всё' } });
    expect(save().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save());
    });

    await waitFor(() => expect(describedBy(field())).toContain('Заказ оплачен, изменить его нельзя'));
    expect(field().className).toContain('is-invalid');
    expect(posted.map((f) => Object.fromEntries(f))).toEqual([{ intent: 'comment', comment: 'Мыть всё' }]);
  });

  it('shows the refusal of a comment posted without JavaScript under the field too', async () => {
    renderPage({ actionData: refused(formData({ intent: 'comment', comment: 'Мыть всё' })) });
    const { field } = await commentForm();
    expect(describedBy(field())).toContain('Заказ оплачен, изменить его нельзя');
    expect(field().className).toContain('is-invalid');
  });

  it('shows no error once the server saved it', async () => {
    const { posted } = renderPage({
      action: () => ({
        ok: true,
        intent: 'comment',
        messageKey: 'task.commentSaved',
        reply: { status: 'success', initialValue: { intent: 'comment', comment: 'Мыть всё' } },
      }),
    });
    const { field, save } = await commentForm();
    fireEvent.change(field(), { target: { value: 'Мыть всё' } });
    await act(async () => {
      fireEvent.click(save());
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(describedBy(field())).toBe('8 из 1000 символов');
    expect(field().className).not.toContain('is-invalid');
  });
});

describe("the master's task page: «Завершить»", () => {
  const working = (lines: Array<Parameters<typeof itemFixture>[0]>) =>
    orderFixture({
      id: 12,
      job_status: 'in_progress',
      can_be_completed: true,
      items: lines.map((l, n) => itemFixture({ order_item_id: 101 + n, ...l })),
    });
  const renderWorking = (o: ReturnType<typeof orderFixture>) =>
    renderRoute({
      id: 'routes/_app.master.task.$orderId',
      path: 'master/task/:orderId',
      url: '/master/task/12',
      Component: MasterTask,
      loaderData: { order: o, washWorkers: [], tireWorkers: [], stored: [], constraint },
      action: () => null,
    });

  it('asks first, naming the lines not marked done, and finishes only on «Завершить»', async () => {
    const tyre = {
      name: 'Шиномонтаж',
      kind: 'tire' as const,
      is_wash: false,
      tire_size: { radius: 'R16', profile: 'Стандартный', profile_code: 'standard' },
    };
    const { posted } = renderWorking(
      working([{ name: 'Мойка кузова', is_open: false, job_status: 'done' }, tyre, { name: 'Чернение шин' }]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Завершить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Не отмечены выполненными: Шиномонтаж (R16, Стандартный), Чернение шин. Завершить заказ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Нет, вернуться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Завершить' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Завершить' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    // The page sends no list to come back to: the master stays on the order.
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'complete' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finishes at once when every line is marked done', async () => {
    const { posted } = renderWorking(working([{ is_open: false, job_status: 'done' }]));
    await screen.findByRole('heading', { name: 'Заказ №12' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Завершить' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the master's task page: what is off says why", () => {
  it('says why «Сохранить» of the comment and «Назначить» are off, and an empty phone field shows the shape to fill', async () => {
    renderPage();
    const { save } = await commentForm();
    // Off once the page is hydrated: before, the form still posts without JavaScript.
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(describedBy(save())).toBe('Комментарий не изменён');
    const assign = screen.getByRole('button', { name: 'Назначить' }) as HTMLButtonElement;
    await waitFor(() => expect(assign.disabled).toBe(true));
    expect(describedBy(assign)).toBe('Отметьте исполнителей, чтобы назначить');
    // No client's phone yet: the field reads empty, not as if a number were typed in.
    const phone = screen.getByLabelText('Телефон') as HTMLInputElement;
    expect(phone.value).toBe('');
    expect(phone.placeholder).toBe('+7 (___) ___-__-__');
  });
});

describe("the master's task page: the lines' section follows the API's flags", () => {
  const renderOrder = (o: ReturnType<typeof orderFixture>) =>
    renderRoute({
      id: 'routes/_app.master.task.$orderId',
      path: 'master/task/:orderId',
      url: '/master/task/12',
      Component: MasterTask,
      loaderData: { order: o, washWorkers: [], tireWorkers: [], stored: [], constraint },
      action: () => null,
    });

  it("gives a discounted line one sum on the page, before the discount, in its row and in the order's lines", async () => {
    const washed = itemFixture({ name: 'Мойка кузова', sum_before_discount: 250, discount: 10, discount_sum: 25, sum: 225 });
    renderOrder(orderFixture({ id: 12, items: [washed], total_sum: 250, discount: 10, discount_sum: 25, sum_final: 225 }));
    await screen.findByRole('heading', { name: 'Заказ №12' });
    const row = screen.getByRole('row', { name: /Мойка кузова/ }).textContent;
    const listed = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('Мойка кузова'))?.textContent;
    expect(row).toContain(formatMoney(250));
    expect(row).not.toContain(formatMoney(225));
    expect(listed).toContain(formatMoney(250));
  });

  it('has no «Назначить исполнителей» section when no line may change any more', async () => {
    renderOrder(orderFixture({ id: 12, can_work_on_lines: false, items: [itemFixture({ can_assign: false, can_cancel: false })] }));
    await screen.findByRole('heading', { name: 'Заказ №12' });
    expect(screen.queryByRole('heading', { name: 'Назначить исполнителей' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Назначить' })).toBeNull();
  });

  // The dialog's view is loaded on the first question (lazy): load it before, so a busy machine
  // transforming react-bootstrap's Modal for the first time cannot outlast the wait for the dialog.
  beforeAll(() => import('~/components/confirm-dialog-view'));
  const line = (asks: boolean) => itemFixture({ order_item_id: 101, name: 'Мойка кузова', cancel_asks_first: asks });
  it('cancels a line at once when no money was taken', async () => {
    const direct = renderOrder(orderFixture({ id: 12, items: [line(false)] }));
    const cancel = await screen.findByRole('button', { name: 'Отменить' });
    await act(async () => {
      fireEvent.click(cancel);
    });
    await waitFor(() => expect(direct.posted).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('asks before canceling a line when the API says money was taken', async () => {
    const asked = renderOrder(orderFixture({ id: 12, items: [line(true)] }));
    // Shown disabled until the page's scripts run (a question needs them): pressed once it can be.
    const cancel = (await screen.findByRole('button', { name: 'Отменить' })) as HTMLButtonElement;
    await waitFor(() => expect(cancel.disabled).toBe(false));
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('кассир вернёт клиенту разницу');
    expect(asked.posted).toHaveLength(0);
  });
  it('says in place of «Завершить» why an order in work with every service canceled is not finished', async () => {
    const canceled = itemFixture({ order_item_id: 101, job_status: 'canceled', can_cancel: false });
    renderOrder(
      orderFixture({
        id: 12,
        job_status: 'in_progress',
        can_be_completed: false,
        complete_refusal_code: 'order_complete_no_services',
        items: [canceled],
      }),
    );
    expect(
      await screen.findByText('В заказе не осталось услуг: завершать нечего. Заказ отменится, когда кассир вернёт деньги'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Завершить' })).toBeNull();
  });
  it('says under the last service why it has no «Отменить»: the order is canceled instead', async () => {
    const last = itemFixture({ order_item_id: 101, name: 'Мойка кузова', can_cancel: false, cancel_goes_with_order: true });
    renderOrder(orderFixture({ id: 12, items: [last] }));
    expect(await screen.findByText('Последняя услуга заказа: если она не нужна, отмените заказ.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
  });
  it('says under a canceled line chosen again why it cannot come back', async () => {
    const old = itemFixture({
      order_item_id: 101,
      name: 'Мойка кузова',
      job_status: 'canceled',
      can_cancel: false,
      cancel_kept_for_twin: true,
    });
    const again = itemFixture({ order_item_id: 102, name: 'Мойка кузова' });
    renderOrder(orderFixture({ id: 12, items: [old, again] }));
    expect(await screen.findByText('Услуга снова в заказе другой строкой: эта остаётся отменённой.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменено' })).toHaveProperty('disabled', true);
  });
});
