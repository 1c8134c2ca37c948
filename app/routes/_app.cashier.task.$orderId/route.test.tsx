// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '#contract/client';
import { parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { describedBy, formData, renderRoute } from '~/test/render-route';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import { formatMoney } from '~/utils/format';
import { cashierForm } from './cashier-task.server';
import CashierTask from './route';
import { order, paymentForm, refusalText, refused, renderLivePage, renderPage } from './cashier-page.test-support';

/**
 * The cashier's order page as a route: its component with the loader's data, in Russian, and
 * the payment form showing what the server said of it. The action here answers as the real
 * one does when the API refuses a sum (cashier-task.server.test.ts runs that one against the
 * API): the same schema and the same helper build the answer.
 */
afterEach(cleanup);

describe("the cashier's order page", () => {
  it('offers to open a shift instead of the payment form when the cashier has none open', async () => {
    renderPage({ shiftOpen: false });
    expect(await screen.findByText('Смена не открыта: оплату и возврат можно провести только в открытой смене.')).toBeTruthy();
    // Opened from here, the shift page leads back to this order.
    expect(screen.getByRole('link', { name: 'Открыть смену' }).getAttribute('href')).toBe('/cashier/shift?order=7');
    expect(screen.queryByRole('form', { name: 'Оплата' })).toBeNull();
  });

  it('shows the order from its loader, in Russian, with the sum due in the payment form', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Заказ №7' })).toBeTruthy();
    const { sum, pay } = await paymentForm();
    // As the screens write money: «2 000», thin space and all.
    expect(sum().value).toBe('2\u202f000');
    expect(describedBy(sum())).toBe('');
    // Nothing can be sent before a method is chosen, and the button says so: once the page's scripts
    // run (before them the form posts as it is, and the server answers), so waited for.
    await waitFor(() => expect(pay().disabled).toBe(true));
    expect(describedBy(pay())).toBe('Выберите способ оплаты');
  });

  it("sends the payment as typed, and shows the server's refusal under the sum", async () => {
    const { posted } = renderPage({ action: refused });
    const { form, sum, pay } = await paymentForm();
    fireEvent.click(form.getByRole('radio', { name: 'Карта' }));
    fireEvent.change(sum(), { target: { value: '1 250,50' } });
    expect(pay().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(pay());
    });

    await waitFor(() => expect(describedBy(sum())).toBe(refusalText));
    expect(sum().className).toContain('is-invalid');
    // Said once, under the sum: not as the form's own alert, not under the methods.
    expect(form.getAllByText((_, element) => element?.children.length === 0 && element.textContent === refusalText)).toHaveLength(1);

    expect(posted).toHaveLength(1);
    const sent = Object.fromEntries(posted[0]!);
    expect(sent).toMatchObject({ intent: 'pay', method: 'card', sum: '1 250,50' });
    expect(String(sent.key).length).toBeGreaterThanOrEqual(8);
  });

  it('shows nothing under the sum when the server took the payment', async () => {
    const { posted } = renderPage({
      action: () => ({ ok: true, intent: 'pay', message: 'i18n:common:notice.payment_accepted', reply: { initialValue: null } }),
    });
    const { form, sum, pay } = await paymentForm();
    fireEvent.click(form.getByRole('radio', { name: 'Наличные' }));
    await act(async () => {
      fireEvent.click(pay());
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() => expect(pay().disabled).toBe(false));
    expect(describedBy(sum())).toBe('');
    expect(sum().className).not.toContain('is-invalid');
  });

  // A form sent before the page's scripts ran comes back as the route's action data, not a
  // fetcher's (app/utils/use-intent-result.ts), and is said under its field all the same.
  it('shows the refusal of a payment posted without JavaScript under the sum, with the sum and the way as sent', async () => {
    renderPage({ actionData: refused(formData({ intent: 'pay', method: 'yandex', sum: '1 500,50', key: 'no-js-key-1' })) });
    const { sum, form } = await paymentForm();
    expect(describedBy(sum())).toBe(refusalText);
    // Not the due (2 000) the form would start at: what the cashier typed, to be put right.
    expect(sum().value).toBe('1 500,50');
    expect((form.getByRole('radio', { name: 'Топливная карта Яндекс' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers «Открыть смену» beside the refusal when the shift closed meanwhile, leading back to this order', async () => {
    const closed: ApiAnswer<unknown> & { ok: false } = {
      ok: false,
      status: 409,
      code: 'shift_not_open',
      details: 'Смена не открыта: откройте смену, чтобы принимать и возвращать деньги',
    };
    renderPage({ action: (form) => refusedAt(parseIntentForm(form, cashierForm), 'sum', closed, 'pay') });
    const { form, pay } = await paymentForm();
    fireEvent.click(form.getByRole('radio', { name: 'Карта' }));
    await act(async () => {
      fireEvent.click(pay());
    });
    const link = await form.findByRole('link', { name: 'Открыть смену' });
    expect(link.getAttribute('href')).toBe('/cashier/shift?order=7');
  });

  it('says «Не хватает 250 ₽» while the cash received is below the sum, and waits for enough', async () => {
    renderPage();
    const { form, pay } = await paymentForm();
    fireEvent.click(form.getByRole('radio', { name: 'Наличные' }));
    const received = form.getByLabelText('Получено от клиента (наличные)') as HTMLInputElement;
    fireEvent.change(received, { target: { value: '1 750' } });
    expect(describedBy(received)).toBe('Не хватает 250\u00a0₽');
    expect(pay().disabled).toBe(true);
    expect(describedBy(pay())).toBe('Не хватает 250\u00a0₽');
    fireEvent.change(received, { target: { value: '5\u202f000' } });
    expect(describedBy(received)).toBe('Получено 5\u202f000\u00a0₽ → сдача 3\u202f000\u00a0₽');
    expect(pay().disabled).toBe(false);
  });

  it('says nothing of cash short or change while the sum itself is above the due', async () => {
    renderPage();
    const { form, sum, pay } = await paymentForm();
    fireEvent.click(form.getByRole('radio', { name: 'Наличные' }));
    const received = form.getByLabelText('Получено от клиента (наличные)') as HTMLInputElement;
    fireEvent.change(received, { target: { value: '1 750' } });
    fireEvent.change(sum(), { target: { value: '101 000' } });
    expect(describedBy(sum())).toBe('Больше, чем нужно: не больше 2\u202f000\u00a0₽');
    expect(describedBy(received)).toBe('');
    expect(received.className).not.toContain('is-invalid');
    expect(pay().disabled).toBe(true);
    expect(describedBy(pay())).toBe('Исправьте сумму');
    // Back to the due, the shortfall is said again.
    fireEvent.change(sum(), { target: { value: '2 000' } });
    expect(describedBy(received)).toBe('Не хватает 250\u00a0₽');
  });

  it('keeps what the cashier typed through a live reload, and says beside the sum that the due changed', async () => {
    const page = renderLivePage();
    const { sum } = await paymentForm();
    fireEvent.change(sum(), { target: { value: '1 500' } });
    // A discount granted on another desk: 1 900,50 ₽ is due now.
    page.current = orderFixture({ ...order, sum_final: 1900.5, pay_sum: 1900.5 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'live' }));
    });
    await waitFor(() => expect(describedBy(sum())).toContain('Сумма к оплате изменилась: теперь 1\u202f900,50\u00a0₽'));
    expect(sum().value).toBe('1 500');
    fireEvent.click(screen.getByRole('button', { name: 'Подставить 1\u202f900,50\u00a0₽' }));
    expect(sum().value).toBe('1\u202f900,50');
    expect(describedBy(sum())).toBe('');

    // Untouched, the field follows the due, and still says it changed.
    page.current = orderFixture({ ...order, sum_final: 1800, pay_sum: 1800 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'live' }));
    });
    await waitFor(() => expect(sum().value).toBe('1\u202f800'));
    expect(describedBy(sum())).toBe('Сумма к оплате изменилась: было 1\u202f900,50\u00a0₽, теперь 1\u202f800\u00a0₽');
  });

  it('offers the refund by the way the client paid', async () => {
    const payment = (id: number, method: 'card' | 'cash' | 'fuel', fuel: 'yandex' | 'petrol' | null) => ({
      id,
      kind: 'payment' as const,
      added_at: '2026-11-26T09:00:00.000Z',
      method,
      fuel_card_name: fuel,
      sum: 1250,
      fiscal_status: null,
      fiscal_error: null,
      fiscal_problem: null,
      can_switch_method: true,
      method_locked: null,
    });
    const overpaid = orderFixture({
      ...order,
      pay_sum: 0,
      total_paid: 2500,
      refund_due: 500,
      can_pay: false,
      can_refund: true,
      pay_status: 3,
      pay_transactions: [payment(1, 'cash', null), payment(2, 'fuel', 'yandex')],
      refund_room: { card: 0, yandex: 1250, petrol: 0 },
    });
    renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: overpaid, groups: [], shiftOpen: true },
    });
    const form = within(await screen.findByRole('form', { name: 'Вернуть клиенту 500\u00a0₽' }));
    expect((form.getByRole('radio', { name: 'Топливная карта Яндекс' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByRole('button', { name: 'Вернуть' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the services before the discount, so they add up to «Без скидок» and the discount takes them to the final sum', async () => {
    // Two lines of 250 and 450 ₽ at 10% off: 225 and 405 ₽ after the discount.
    const line = (id: number, name: string, before: number) =>
      itemFixture({ order_item_id: id, name, sum_before_discount: before, discount: 10, discount_sum: before / 10, sum: before * 0.9 });
    const items = [line(1, 'Мойка кузова', 250), line(2, 'Чернение шин', 450)];
    const discounted = orderFixture({ ...order, items, total_sum: 700, discount: 10, discount_sum: 70, sum_final: 630, pay_sum: 630 });
    renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: discounted, groups: [], shiftOpen: true, limits: {} },
    });
    const services = within(await screen.findByRole('region', { name: 'Услуги' }));
    expect(services.getByRole('row', { name: /Мойка кузова/ }).textContent).toContain(formatMoney(250));
    expect(services.getByRole('row', { name: /Чернение шин/ }).textContent).toContain(formatMoney(450));
    expect(services.queryByText(formatMoney(225))).toBeNull();
    const money = within(screen.getByRole('region', { name: 'Сумма заказа' }));
    expect(money.getByText('Без скидок').nextElementSibling?.textContent).toBe(formatMoney(700));
    expect(money.getByText('Итого со всеми скидками').nextElementSibling?.textContent).toBe(formatMoney(630));
  });

  it('says under each disabled button why it is off', async () => {
    const discountable = orderFixture({ ...order, can_discount: true });
    renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: discountable, groups: [{ id: 1, name: 'Такси', percent: 10 }], shiftOpen: true, limits: {} },
    });
    const discount = within(await screen.findByRole('region', { name: 'Скидка' }));
    const request = discount.getByRole('button', { name: 'Запросить скидку' }) as HTMLButtonElement;
    await waitFor(() => expect(request.disabled).toBe(true));
    expect(describedBy(request)).toBe('Выберите целый процент скидки от 0 до 100');
    fireEvent.click(discount.getByRole('button', { name: '10%' }));
    expect(request.disabled).toBe(false);
    expect(describedBy(request)).toBe('');
    // A percent with a fraction is kept as typed and not asked for, never rounded to 13.
    const field = discount.getByRole('spinbutton', { name: 'Процент (0–100)' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '12.5' } });
    expect(field.value).toBe('12.5');
    expect(request.disabled).toBe(true);
    expect(describedBy(request)).toBe('Выберите целый процент скидки от 0 до 100');
    // Nor is «10.0» asked for as 10: the server reads a form's whole number as digits only.
    fireEvent.change(field, { target: { value: '10.0' } });
    expect(field.value).toBe('10.0');
    expect(request.disabled).toBe(true);
    expect(discount.getByRole('button', { name: '10%' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(discount.getByRole('button', { name: '10%' }));
    expect(field.value).toBe('10');
    expect(request.disabled).toBe(false);

    const reasons = within(screen.getByRole('form', { name: 'Основание скидки' }));
    const save = reasons.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(describedBy(save)).toBe('Выберите основание скидки');
    fireEvent.change(reasons.getByRole('combobox'), { target: { value: 'other' } });
    expect(describedBy(save)).toBe('Напишите основание скидки');

    const group = within(screen.getByRole('form', { name: 'Добавить в группу скидок' }));
    const add = group.getByRole('button', { name: 'Добавить' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(describedBy(add)).toBe('Выберите группу скидок');
  });
});

/** A live reload, as the socket's news of the order makes one. */
