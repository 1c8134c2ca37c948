// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actWhenShown } from '~/test/act-when-shown';
import { renderRoute } from '~/test/render-route';
import { orderFixture } from '~/test/order-fixture';
import { formatMoney } from '~/utils/format';
import CashierTask from './route';
import { order, renderLivePage } from './cashier-page.test-support';

/**
 * The cashier's discount section on the order page: the percent whose code is awaited comes with
 * the order, after a reload and from another desk, and never overwrites what the cashier typed.
 */
afterEach(cleanup);

describe("the cashier's discount section", () => {
  // The question's dialog is loaded on first use (lazy): loaded before, a busy machine cannot outlast the wait for it.
  beforeAll(() => import('~/components/confirm-dialog-view'));

  it('shows the percent of the discount whose code is awaited, after a reload too', async () => {
    const waiting = orderFixture({
      ...order,
      can_discount: true,
      discount_request: { pending: { percent: 15, expires_at: '2026-11-26T09:10:00.000Z', tries_left: 5 }, retry_after: 0, expired: null },
    });
    renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: waiting, groups: [], shiftOpen: true, limits: {} },
    });
    const section = within(await screen.findByRole('region', { name: 'Скидка' }));
    expect(section.getByText('Запрошена скидка 15%: ждём код из SMS управляющего')).toBeTruthy();
    expect((section.getByLabelText('Процент (0–100)') as HTMLInputElement).value).toBe('15');
    expect(section.getByRole('button', { name: '15%' }).getAttribute('aria-pressed')).toBe('true');
  });

  /** A tap on the button named `name` in the microtask after `shown` is first drawn. */
  const tapWhenShown = (shown: string, name: string) =>
    actWhenShown(
      () => (screen.queryByText(shown) ? screen.queryByRole('button', { name }) : null),
      (button) => (button as HTMLButtonElement).click(),
    );
  const awaitingAt = (percent: number, expiresAt: string) =>
    orderFixture({
      ...order,
      can_discount: true,
      discount_request: { pending: { percent, expires_at: expiresAt, tries_left: 5 }, retry_after: 0, expired: null },
    });
  const shownPercent = async (section: ReturnType<typeof within>, percent: string) => {
    await waitFor(() => expect(section.getByRole('button', { name: percent }).getAttribute('aria-pressed')).toBe('true'));
    return (section.getByLabelText('Процент (0–100)') as HTMLInputElement).value;
  };

  it('keeps a percent tapped the moment the page shows, before its effects ran', async () => {
    const tap = tapWhenShown('Запрошена скидка 15%: ждём код из SMS управляющего', '10%');
    renderLivePage(awaitingAt(15, '2026-11-26T09:10:00.000Z'));
    const section = within(await screen.findByRole('region', { name: 'Скидка' }));
    expect(tap.stop()).toBe(true);
    expect(await shownPercent(section, '10%')).toBe('10');
  });

  it('keeps the question about replacing the request asked the moment the page shows, before its effects ran', async () => {
    const tap = tapWhenShown('Запрошена скидка 15%: ждём код из SMS управляющего', 'Запросить скидку');
    renderLivePage(awaitingAt(15, '2026-11-26T09:10:00.000Z'));
    const question = await screen.findByRole('dialog');
    expect(tap.stop()).toBe(true);
    // The page's effects have run by now; the question is still there, about the request it saw.
    await act(async () => {});
    expect(screen.getByRole('dialog')).toBe(question);
    expect(question.textContent).toContain('Ждём код на скидку 15%.');
  });

  it("keeps a percent tapped the moment another desk's request shows, before its effects ran", async () => {
    const page = renderLivePage(awaitingAt(15, '2026-11-26T09:10:00.000Z'));
    const section = within(await screen.findByRole('region', { name: 'Скидка' }));
    const tap = tapWhenShown('Запрошена скидка 20%: ждём код из SMS управляющего', '5%');
    page.current = awaitingAt(20, '2026-11-26T09:21:00.000Z');
    fireEvent.click(screen.getByText('live'));
    await waitFor(() => expect(tap.acted()).toBe(true));
    tap.stop();
    expect(await shownPercent(section, '5%')).toBe('5');
  });

  it('shows the percent asked on another desk in the empty field, and keeps what the cashier typed or cleared', async () => {
    const pendingAt = (percent: number, triesLeft = 5) =>
      orderFixture({
        ...order,
        can_discount: true,
        discount_request: {
          pending: { percent, expires_at: '2026-11-26T09:10:00.000Z', tries_left: triesLeft },
          retry_after: 0,
          expired: null,
        },
      });
    const page = renderLivePage(orderFixture({ ...order, can_discount: true }));
    const section = within(await screen.findByRole('region', { name: 'Скидка' }));
    const field = () => section.getByLabelText('Процент (0–100)') as HTMLInputElement;
    expect(field().value).toBe('');
    page.current = pendingAt(15);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'live' }));
    });
    await waitFor(() => expect(section.getByText('Запрошена скидка 15%: ждём код из SMS управляющего')).toBeTruthy());
    expect(field().value).toBe('15');
    // Cleared on purpose, it stays empty when the same request comes again (a wrong code tried elsewhere).
    fireEvent.change(field(), { target: { value: '' } });
    // The reload is seen by its new sum due.
    page.current = orderFixture({ ...pendingAt(15, 4), sum_final: 1800, pay_sum: 1800 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'live' }));
    });
    await waitFor(() => expect(screen.getByTestId('to-pay').textContent).toBe(formatMoney(1800)));
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: '20' } });
    page.current = pendingAt(10);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'live' }));
    });
    await waitFor(() => expect(section.getByText('Запрошена скидка 10%: ждём код из SMS управляющего')).toBeTruthy());
    expect(field().value).toBe('20');
  });

  it('follows the next request with a percent the page filled in itself', async () => {
    const requestOf = (percent: number, expiresAt: string) =>
      orderFixture({
        ...order,
        can_discount: true,
        discount_request: { pending: { percent, expires_at: expiresAt, tries_left: 5 }, retry_after: 0, expired: null },
      });
    const page = renderLivePage(requestOf(10, '2026-11-26T09:10:00.000Z'));
    const section = within(await screen.findByRole('region', { name: 'Скидка' }));
    const field = () => section.getByLabelText('Процент (0–100)') as HTMLInputElement;
    expect(field().value).toBe('10');
    // The code was voided on another desk and 20 % asked there since.
    page.current = requestOf(20, '2026-11-26T09:21:00.000Z');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'live' }));
    });
    await waitFor(() => expect(section.getByText('Запрошена скидка 20%: ждём код из SMS управляющего')).toBeTruthy());
    expect(field().value).toBe('20');
    expect(section.getByRole('button', { name: '20%' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before a new request voids the code awaited, and sends it only when the cashier agrees', async () => {
    const waiting = orderFixture({
      ...order,
      can_discount: true,
      discount_request: { pending: { percent: 15, expires_at: '2026-11-26T09:10:00.000Z', tries_left: 5 }, retry_after: 0, expired: null },
    });
    const { posted } = renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { order: waiting, groups: [], shiftOpen: true, limits: {} },
      action: () => null,
    });
    const section = within(await screen.findByRole('region', { name: 'Скидка' }));
    fireEvent.click(section.getByRole('button', { name: '10%' }));
    fireEvent.click(section.getByRole('button', { name: 'Запросить скидку' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain(
      'Ждём код на скидку 15%. Новый запрос на 10% заменит его: код из прежнего SMS перестанет подходить.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Нет, вернуться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(0);

    fireEvent.click(section.getByRole('button', { name: 'Запросить скидку' }));
    const again = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Запросить скидку' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'request-discount', percent: '10' });
  });
});
