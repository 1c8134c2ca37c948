// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLoaderData } from '@remix-run/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Visit } from '#contract/clients';
import { PAY_STATUS } from '#contract/pay-status';
import { renderRoute } from '~/test/render-route';
import { VisitsTable } from './visits-table';

/** A page of a car's visits, numbered from `first` down. */
function visitPage(page: number, pages: number, first: number) {
  const items: Visit[] = Array.from({ length: 3 }, (_, i) => ({
    order_id: first - i,
    at: '2026-12-01T09:00:00.000Z',
    plate_number: 'А001ВС77',
    services: ['Мойка кузова'],
    sum: 900,
    job_status: 'done',
    pay_status: PAY_STATUS.paid,
    methods: ['cash'],
    by_contract: false,
    workers: ['Сергей П.'],
  }));
  return { visits: { items, page, pages, total: pages * 3 } };
}

function CarVisits() {
  const { visits } = useLoaderData<ReturnType<typeof visitPage>>();
  return <VisitsTable visits={visits} role="cashier" pageParam="page" showPlate={false} />;
}

/**
 * «Новее» and «Старше» keep the page where it is, then bring the new page's first visit into
 * view: the page opened neither at its top nor at wherever the old page's end stood.
 */
describe('the pages of visits', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    scrolled.mockClear();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
  });
  afterEach(cleanup);

  it('scrolls nothing when the card opens, and the new page into view after «Старше» and «Новее»', async () => {
    renderRoute({
      id: 'routes/_app.cars.$carId',
      path: 'cars/:carId',
      url: '/cars/5',
      Component: CarVisits,
      loaderData: visitPage(1, 2, 60),
      loader: (request) => (new URL(request.url).searchParams.get('page') === '2' ? visitPage(2, 2, 10) : visitPage(1, 2, 60)),
    });
    await screen.findByText(/Заказ №60/);
    expect(scrolled).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Старше' }));
    });
    await screen.findByText('Страница 2 из 2');
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The list itself, so that its first visit stands under the card's title.
    expect((scrolled.mock.calls[0]![0] as Element).tagName).toBe('UL');

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Новее' }));
    });
    await waitFor(() => expect(screen.getByText('Страница 1 из 2')).toBeTruthy());
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
