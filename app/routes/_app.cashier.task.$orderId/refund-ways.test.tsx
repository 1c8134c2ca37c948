// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy, renderRoute } from '~/test/render-route';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import CashierTask from './route';

/**
 * The refund form offers the ways the money can go back by (the order's `refund_room`,
 * decision 055): a card or fuel card the client never paid with is not offered, and one that
 * can give back less than is due says how much and bounds the sum.
 */
afterEach(cleanup);

const line = (id: number, method: 'card' | 'cash', sum: number) => ({
  id,
  kind: 'payment' as const,
  added_at: '2026-11-26T09:00:00.000Z',
  method,
  fuel_card_name: null,
  sum,
  fiscal_status: null,
  fiscal_error: null,
  fiscal_problem: null,
  can_switch_method: false,
  method_locked: null,
});

function renderRefund(refundRoom: { card: number; yandex: number; petrol: number }) {
  const order = orderFixture({
    id: 7,
    items: [itemFixture({ quantity: 1, price_item: 700, sum_before_discount: 700, sum: 700 })],
    pay_sum: 0,
    total_paid: 1200,
    refund_due: 500,
    can_pay: false,
    can_refund: true,
    pay_status: 3,
    pay_transactions: [line(1, 'cash', 1000), line(2, 'card', 200)],
    refund_room: refundRoom,
  });
  renderRoute({
    id: 'routes/_app.cashier.task.$orderId',
    path: 'cashier/task/:orderId',
    url: '/cashier/task/7',
    Component: CashierTask,
    loaderData: { order, groups: [], shiftOpen: true },
  });
  return screen.findByRole('form', { name: 'Вернуть клиенту 500\u00a0₽' });
}

describe('the refund form', () => {
  it('offers cash and the card the client paid with, the card up to what it took', async () => {
    const form = within(await renderRefund({ card: 200, yandex: 0, petrol: 0 }));
    expect(form.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['card', 'cash']);
    const card = form.getByRole('radio', { name: /^Карта/ }) as HTMLInputElement;
    // The last payment was by card: the refund starts there, and the card says its bound.
    expect(card.checked).toBe(true);
    expect(form.getByText(/^до 200\s₽$/)).toBeTruthy();
    const sum = form.getByLabelText('Сумма') as HTMLInputElement;
    const send = form.getByRole('button', { name: 'Вернуть' }) as HTMLButtonElement;
    // The sum starts at what the card can give back: the form opens ready to send.
    expect(sum.value).toBe('200');
    expect(send.disabled).toBe(false);
    fireEvent.change(sum, { target: { value: '300' } });
    expect(describedBy(sum)).toContain('Этим способом можно вернуть не больше 200\u00a0₽: остальное — другим способом');
    expect(send.disabled).toBe(true);
    fireEvent.change(sum, { target: { value: '200' } });
    expect(send.disabled).toBe(false);
  });

  it('a sum not typed follows the way chosen: all of the due in cash', async () => {
    const form = within(await renderRefund({ card: 200, yandex: 0, petrol: 0 }));
    const sum = form.getByLabelText('Сумма') as HTMLInputElement;
    fireEvent.click(form.getByRole('radio', { name: 'Наличные' }));
    expect(sum.value).toBe('500');
    expect(describedBy(sum)).toBe('');
    fireEvent.click(form.getByRole('radio', { name: /^Карта/ }));
    expect(sum.value).toBe('200');
  });

  it('once the card gave back all it took, offers cash alone and starts there', async () => {
    const form = within(await renderRefund({ card: 0, yandex: 0, petrol: 0 }));
    expect(form.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['cash']);
    expect((form.getByRole('radio', { name: 'Наличные' }) as HTMLInputElement).checked).toBe(true);
  });
});
