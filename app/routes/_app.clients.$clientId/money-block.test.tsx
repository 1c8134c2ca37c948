// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientCard } from '#contract/clients';
import { renderRoute } from '~/test/render-route';
import { MoneyBlock } from './money-block';

afterEach(cleanup);

function card(loyalty: ClientCard['loyalty']): ClientCard {
  return {
    id: 12,
    phone: '79990000012',
    other_phones: [],
    name: 'Елена',
    created_at: '2026-10-01T09:00:00.000Z',
    forgotten_at: null,
    company: null,
    consent: { given: false, at: null, by: null },
    order_messages: true,
    cars: [],
    money: { spent: 0, average_check: 0, paid_visits: 0, visits: 0, first_visit: null, last_visit: null },
    loyalty,
    notes: [],
    visits: { items: [], page: 1, pages: 1, total: 0 },
  };
}

function show(loyalty: ClientCard['loyalty']) {
  renderRoute({ id: 'routes/money', path: 'money', url: '/money', Component: () => <MoneyBlock card={card(loyalty)} />, loaderData: {} });
}

describe("the client's card: the way to the next loyalty step", () => {
  it('names the higher percent the next step gives from next month', async () => {
    show({ percent: 5, month_orders: 3, next: { orders: 5, percent: 10, left: 2, progress: 60 } });
    expect(await screen.findByText('Ещё 2 из 5 заказов — и со следующего месяца скидка 10%')).toBeTruthy();
  });

  it('says the percent of now is kept when the next step gives the same', async () => {
    show({ percent: 5, month_orders: 1, next: { orders: 3, percent: 5, left: 2, progress: 33 } });
    expect(await screen.findByText('Ещё 2 из 3 заказов в этом месяце — и скидка 5% сохранится в следующем')).toBeTruthy();
  });

  it('promises no «сохранится» when the next step gives less than now: 15% now, 5% at three orders', async () => {
    show({ percent: 15, month_orders: 1, next: { orders: 3, percent: 5, left: 2, progress: 33 } });
    expect(await screen.findByText('Ещё 2 из 3 заказов — и со следующего месяца скидка 5%')).toBeTruthy();
    expect(screen.queryByText(/сохранится/)).toBeNull();
  });

  it('says the number of orders in its grammatical form: из 1 заказа, из 21 заказа, из 5 заказов', async () => {
    show({ percent: 0, month_orders: 0, next: { orders: 1, percent: 5, left: 1, progress: 0 } });
    expect(await screen.findByText('Ещё 1 из 1 заказа — и со следующего месяца скидка 5%')).toBeTruthy();
    cleanup();
    show({ percent: 5, month_orders: 20, next: { orders: 21, percent: 5, left: 1, progress: 95 } });
    expect(await screen.findByText('Ещё 1 из 21 заказа в этом месяце — и скидка 5% сохранится в следующем')).toBeTruthy();
  });
});
