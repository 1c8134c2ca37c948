// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '~/components/toaster';
import { renderRoute } from '~/test/render-route';
import TirePricesPage from './route';

afterEach(() => {
  cleanup();
  // The toasts live in the library's one store, beyond the rendered page.
  act(() => toast.remove());
});

/** «Цены по размерам» of one tyre service: two radii, one profile; prices in roubles, as the grid's call answers them. */
const grid = (r14: number) => ({
  service: { id: 7, name: 'Балансировка' },
  radii: [
    { id: 1, name: 'R13' },
    { id: 2, name: 'R14' },
  ],
  profiles: [{ id: 1, name: 'Стандартный', code: null }],
  cells: [
    { radius_id: 1, profile_id: 1, price: 500 },
    { radius_id: 2, profile_id: 1, price: r14 },
  ],
});

/** The page as the owner sees it, with the toaster the signed-in shell draws. */
function PageWithToaster() {
  return (
    <>
      <TirePricesPage />
      <AppToaster toast={null} />
    </>
  );
}

describe('the tyre price grid', () => {
  it('says «Цены сохранены» when the save brings back the new grid in the same render as the answer', async () => {
    // The page's reload answers at once, as a quick server does on a busy tablet: the grid is
    // drawn afresh from the saved cells in the render that also brings the save's answer.
    let saved = false;
    const { posted } = renderRoute({
      id: 'routes/_app.owner.prices_.tires.$serviceId',
      path: 'owner/prices/tires/:serviceId',
      url: '/owner/prices/tires/7',
      Component: PageWithToaster,
      loaderData: grid(550),
      loader: () => grid(saved ? 999 : 550),
      action: () => {
        saved = true;
        return { ok: true, message: 'Цены сохранены', intent: 'grid' };
      },
    });
    const r14 = await screen.findByRole('textbox', { name: 'R14, Стандартный' });
    fireEvent.change(r14, { target: { value: '999' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить цены' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('price_2_1')).toBe('999');
    expect(await screen.findByText('Цены сохранены')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'R14, Стандартный' }) as HTMLInputElement).value).toBe('999');
  });
});
