// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { orderFixture } from '~/test/order-fixture';
import { renderRoute } from '~/test/render-route';
import { formatMoney } from '~/utils/format';
import { OrderSummary } from './order-summary';

afterEach(cleanup);

it("the summary's desk table says what the client will pay beside the sum without discounts", async () => {
  const order = orderFixture({ id: 201, total_sum: 2150, discount: 30, discount_sum: 645, parking_sum: 0, sum_final: 1505 });
  renderRoute({ id: 'routes/summary', path: 'summary', url: '/summary', Component: () => <OrderSummary order={order} />, loaderData: {} });
  // The desk's table is the one with column headers (the tablet's has a header per row).
  const desk = (await screen.findAllByRole('table')).find((table) => within(table).queryAllByRole('columnheader').length > 0)!;
  const headers = within(desk)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Заказ №', 'Дата', 'Номер ТС', 'Телефон', 'Услуги', 'Сумма без скидок', 'С учётом скидок']);
  const cells = within(desk)
    .getAllByRole('cell')
    .map((td) => td.textContent);
  expect(cells.at(-2)).toBe(formatMoney(2150));
  expect(cells.at(-1)).toBe(`${formatMoney(1505)} (Скидка 30%)`);
});
