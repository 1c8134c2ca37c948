// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Toast } from '~/utils/toast';
import { russian } from '~/test/i18n';
import { AppToaster, useShowToast } from './toaster';

afterEach(() => {
  cleanup();
  // The toasts live in the library's one store, beyond the rendered page.
  act(() => toast.remove());
});

/** The page's toaster and a way to show toasts on it, as the screens' hooks do. */
function renderToaster() {
  let show!: (message: Toast) => void;
  function Shows() {
    show = useShowToast();
    return null;
  }
  render(
    <I18nextProvider i18n={russian()}>
      <AppToaster toast={null} />
      <Shows />
    </I18nextProvider>,
  );
  return (message: Toast) => act(() => show(message));
}

describe('toasts', () => {
  it('a success takes away the refusals still shown: what they refused has been done', async () => {
    const show = renderToaster();
    show({ type: 'error', description: 'Сумма больше, чем осталось оплатить' });
    show({ type: 'error', description: 'Нет открытой смены' });
    // The newest on top.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'ОшибкаНет открытой смены',
      'ОшибкаСумма больше, чем осталось оплатить',
    ]);

    show({ type: 'success', description: 'Оплата принята' });
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]), { timeout: 3000 });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'УспешноОплата принята');
  });

  it('a refusal after a success stays, and its × closes it', async () => {
    const show = renderToaster();
    show({ type: 'success', description: 'Оплата принята' });
    show({ type: 'error', description: 'Нет открытой смены' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toBe('ОшибкаНет открытой смены');
    fireEvent.click(within(refusal.parentElement!).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]), { timeout: 3000 });
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('the same words again are a new toast on top, the old one of those words taken away', () => {
    const show = renderToaster();
    show({ type: 'success', description: 'СМС о заказах клиенту присылаются' });
    const first = screen.getByRole('status');
    show({ type: 'success', description: 'СМС о заказах клиенту не присылаются' });
    show({ type: 'success', description: 'СМС о заказах клиенту присылаются' });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'УспешноСМС о заказах клиенту присылаются',
      'УспешноСМС о заказах клиенту не присылаются',
    ]);
    // Not the first toast brought back: the library stacks by the heights it measured of each
    // toast, and one brought back under its old id was drawn under the one it should push down.
    expect(first.isConnected).toBe(false);
  });
});
