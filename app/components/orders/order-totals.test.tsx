// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderFixture } from '~/test/order-fixture';
import { renderRoute } from '~/test/render-route';
import { OrderTotals } from './order-lines';

afterEach(cleanup);

/** The text of each line of the totals: its label and its sum, as a person reads them. */
function shownLines(): string[] {
  return [...document.querySelectorAll('.d-flex.justify-content-between')].map((row) => row.textContent!.replace(/\s+/g, ' '));
}

describe("an order's totals (the master's task page, the order summary)", () => {
  it('show the discount as a line of its own, so the figures add up to the final sum', async () => {
    const order = orderFixture({ total_sum: 5600, discount: 10, discount_sum: 560, parking_sum: 200, sum_final: 5240 });
    renderRoute({ id: 'routes/totals', path: 'totals', url: '/totals', Component: () => <OrderTotals order={order} />, loaderData: {} });
    await screen.findByText('Скидка по заказу (10%)');
    expect(shownLines()).toEqual([
      'Без скидок5 600 ₽',
      'Скидка по заказу (10%)−560 ₽',
      'Парковка200 ₽',
      'С учётом скидок (Скидка 10%)5 240 ₽',
    ]);
  });

  it('have no discount line when nothing was taken off', async () => {
    const order = orderFixture({ total_sum: 1500, discount: 0, discount_sum: 0, parking_sum: 0, sum_final: 1500 });
    renderRoute({ id: 'routes/totals', path: 'totals', url: '/totals', Component: () => <OrderTotals order={order} />, loaderData: {} });
    await screen.findByText('Без скидок');
    expect(shownLines()).toEqual(['Без скидок1 500 ₽', 'С учётом скидок1 500 ₽']);
  });
});
