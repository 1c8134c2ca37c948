// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '~/test/render-route';
import ShiftPage from './route';

/** The shift page opened from an order's «Открыть смену» (docs/screens.md 'Cash shift'). */
afterEach(cleanup);

const render = (url: string) =>
  renderRoute({
    id: 'routes/_app.cashier.shift',
    path: 'cashier/shift',
    url,
    Component: ShiftPage,
    loaderData: { shift: null, failedReceipts: [], recent: [], limits: {} },
    action: () => null,
  });

describe('opening a shift from an order', () => {
  it('says it goes back to the order, and sends its number with the float', async () => {
    const { posted } = render('/cashier/shift?order=42');
    expect((await screen.findByRole('link', { name: 'К заказу №42' })).getAttribute('href')).toBe('/cashier/task/42');
    fireEvent.change(screen.getByLabelText('Размен в кассе, ₽'), { target: { value: '5 000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'open', sum: '5 000', order: '42' });
  });

  it('takes nothing but an order number from the address', async () => {
    const { posted } = render('/cashier/shift?order=%2F%2Fevil.example');
    await screen.findByRole('button', { name: 'Открыть смену' });
    expect(screen.queryByRole('link', { name: /^К заказу/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Размен в кассе, ₽'), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Открыть смену' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.has('order')).toBe(false);
  });
});
