// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders';
import { renderRoute } from '~/test/render-route';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import CashierTask from './route';

/** The cashier's payment history: a receipt the register did not fiscalise says why, in the reader's words. */
afterEach(cleanup);

const due = 2000;

describe("the cashier's order page: receipts not fiscalised", () => {
  it("says why a receipt was not fiscalised in the reader's words, or the API's Russian for a reason it has no code for", async () => {
    const failed = (id: number, problem: Order['pay_transactions'][number]['fiscal_problem'], error: string) => ({
      id,
      kind: 'payment' as const,
      added_at: '2026-11-26T09:00:00.000Z',
      method: 'cash' as const,
      fuel_card_name: null,
      sum: 1000,
      fiscal_status: 'failed' as const,
      fiscal_error: error,
      fiscal_problem: problem,
      can_switch_method: false,
      method_locked: null,
    });
    const paid = orderFixture({
      id: 7,
      items: [itemFixture({ quantity: 4, price_item: 500, sum_before_discount: due, sum: due })],
      pay_transactions: [
        failed(1, { code: 'no_answer', params: { seconds: 15 } }, 'Касса не ответила за 15 с (в ответе API)'),
        failed(2, null, 'АТОЛ Онлайн недоступен: нет связи'),
        failed(3, { code: 'quota_exceeded' }, 'Касса: исчерпан лимит чеков'),
      ],
    });
    renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: paid, groups: [], shiftOpen: true },
    });
    const history = within(await screen.findByRole('region', { name: 'История оплат' }));
    expect(history.getByText('Чек не пробит. Касса не ответила за 15 с')).toBeTruthy();
    expect(history.getByText('Чек не пробит. АТОЛ Онлайн недоступен: нет связи')).toBeTruthy();
    // A code of an API newer than this web app: its Russian, not a raw key.
    expect(history.getByText('Чек не пробит. Касса: исчерпан лимит чеков')).toBeTruthy();
    expect(history.getAllByRole('button', { name: 'Отправить чек снова' })).toHaveLength(3);
  });
});
