// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import { renderRoute } from '~/test/render-route';
import CashierTask from '~/routes/_app.cashier.task.$orderId/route';
import ReceiptPage from '~/routes/_app.cashier.task.$orderId_.receipt';
import MasterTask from '~/routes/_app.master.task.$orderId/route';
import WorkOrderPage from '~/routes/_app.master.task.$orderId_.print';
import { OrderSummary } from './order-summary';

/**
 * A tyre line says the size it was taken at wherever the line is shown (docs/screens.md
 * 'Printing', 'Order summary view', 'Master task detail', 'Cashier order detail'): the size
 * comes with the line in the API's answer, the profile in the reader's language.
 */
afterEach(cleanup);

const tyre = itemFixture({
  order_item_id: 102,
  service_id: 21,
  name: 'Балансировка',
  kind: 'tire',
  is_wash: false,
  quantity: 4,
  radius_id: 3,
  profile_id: 1,
  tire_size: { radius: 'R16', profile: 'Стандартный', profile_code: 'standard' },
});
const order = orderFixture({ id: 7, is_tire: true, items: [itemFixture(), tyre] });
const SIZE = 'R16, Стандартный';

/** The printed pages' head: the business's details as the owner set them. */
const business = {
  profile: { name: 'Автомойка «Чистый город»', address: 'Москва, ул. Лесная, 5', phone: '+7 (495) 123-45-67', inn: '7707083893' },
  can_edit: false,
};

function render(Component: ComponentType, path: string, url: string, loaderData: unknown) {
  return renderRoute({ id: `routes/${path}`, path, url, Component, loaderData });
}

describe('the size of a tyre line', () => {
  it('is on the step 4 summary, in its table and on the phone card', async () => {
    render(() => <OrderSummary order={order} />, 'summary', '/summary', {});
    const tables = await screen.findAllByRole('cell', { name: `Мойка кузова, Балансировка (${SIZE})\u00a0×\u00a04` });
    expect(tables).toHaveLength(2);
    const card = screen.getByRole('button', { name: /^Услуги: 2/ }).parentElement!;
    expect(within(card).getByText(SIZE)).toBeTruthy();
  });

  it('is on the task page', async () => {
    render(MasterTask, 'master/task/:orderId', '/master/task/7', { order, washWorkers: [], tireWorkers: [], stored: [], constraint: {} });
    expect((await screen.findAllByText(SIZE)).length).toBeGreaterThan(0);
  });

  it("is on the cashier's lines", async () => {
    render(CashierTask, 'cashier/task/:orderId', '/cashier/task/7', { order, groups: [], shiftOpen: true, limits: {} });
    const lines = await screen.findByRole('region', { name: 'Услуги' });
    expect(within(lines).getByText(SIZE)).toBeTruthy();
  });

  it('is on the work order and on the receipt', async () => {
    render(WorkOrderPage, 'master/task/:orderId/print', '/master/task/7/print', { order, business });
    expect(await screen.findByRole('cell', { name: `Балансировка (${SIZE})` })).toBeTruthy();
    cleanup();
    render(ReceiptPage, 'cashier/task/:orderId/receipt', '/cashier/task/7/receipt', { order, business });
    expect(await screen.findByRole('cell', { name: `Балансировка (${SIZE})\u00a0×\u00a04` })).toBeTruthy();
  });
});
