// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '~/test/render-route';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import CashierTask from './route';

/** The payment history of the cashier's order page: a line's method switched, or refused. */
afterEach(cleanup);

const due = 2000;
const order = orderFixture({ id: 7, items: [itemFixture({ quantity: 4, price_item: 500, sum_before_discount: due, sum: due })] });

describe("the payment history's method switch", () => {
  it("puts the line's own method back in its select when the switch is refused", async () => {
    const paid = orderFixture({
      ...order,
      pay_sum: 0,
      total_paid: due,
      can_pay: false,
      pay_status: 2,
      pay_transactions: [
        {
          id: 3,
          kind: 'payment' as const,
          added_at: '2026-11-26T09:00:00.000Z',
          method: 'cash' as const,
          fuel_card_name: null,
          sum: due,
          fiscal_status: null,
          fiscal_error: null,
          fiscal_problem: null,
          can_switch_method: true,
          method_locked: null,
        },
      ],
    });
    const { posted } = renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: paid, groups: [], shiftOpen: true },
      action: () => ({ ok: false, error: 'i18n:errors:api.switch_refund_beyond_paid', intent: 'switch' }),
    });
    const select = (await screen.findByRole('combobox', { name: /^Способ оплаты/ })) as HTMLSelectElement;
    expect(select.value).toBe('cash');
    fireEvent.change(select, { target: { value: 'card' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ intent: 'switch', payment: '3', method: 'card' });
    // Refused: the select shows the method the payment still has, and no switch is pending.
    await waitFor(() => expect(select.value).toBe('cash'));
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
  });
});
