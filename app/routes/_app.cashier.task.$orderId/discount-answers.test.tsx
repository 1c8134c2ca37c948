// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionResult } from '~/utils/action-result';
import { encodeError } from '~/utils/form-errors';
import { orderFixture } from '~/test/order-fixture';
import { order, renderLivePage } from './cashier-page.test-support';

/**
 * The discount section after the page's own questions and answers: the code's answers, another
 * desk's request arriving under an open question, and a code that expires with nothing to tell.
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
// The dialogs are loaded on first use (lazy): loaded before, a busy machine cannot outlast the waits for them.
beforeAll(() => Promise.all([import('~/components/confirm-dialog-view'), import('./code-dialog')]));

const awaiting = (percent: number, expiresAt = '2026-11-26T09:10:00.000Z', discount = 0) =>
  orderFixture({
    ...order,
    discount,
    can_discount: true,
    discount_request: { pending: { percent, expires_at: expiresAt, tries_left: 5 }, retry_after: 0, expired: null },
  });

const section = async () => within(await screen.findByRole('region', { name: 'Скидка' }));

/** The awaited 15 % code's dialog opened, a wrong code sent and said there, and the dialog closed. */
async function wrongCodeThenClosed(discount: Awaited<ReturnType<typeof section>>) {
  fireEvent.click(discount.getByRole('button', { name: 'Ввести код' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Код подтверждения скидки 15%' }));
  fireEvent.change(dialog.getByLabelText('Код из SMS управляющего'), { target: { value: '1111' } });
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: 'Подтвердить' }));
  });
  await waitFor(() => expect(dialog.getAllByText('Код не совпадает').length).toBeGreaterThan(0));
  fireEvent.click(dialog.getByRole('button', { name: 'Закрыть' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe("the cashier's discount section, after its answers", () => {
  it('shows the approved percent in the field after a wrong code put it to 0', async () => {
    const wrong: ActionResult = { ok: false, error: 'Код не совпадает', intent: 'approve-discount' };
    const right: ActionResult = { ok: true, message: 'Скидка подтверждена и применена', intent: 'approve-discount' };
    const page = renderLivePage(awaiting(15), { answers: [wrong, right] });
    const discount = await section();
    const field = () => discount.getByLabelText('Процент (0–100)') as HTMLInputElement;
    fireEvent.click(discount.getByRole('button', { name: 'Ввести код' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Код подтверждения скидки 15%' }));
    const code = () => dialog.getByLabelText('Код из SMS управляющего');
    fireEvent.change(code(), { target: { value: '1111' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Подтвердить' }));
    });
    await waitFor(() => expect(field().value).toBe('0'));
    page.current = orderFixture({ ...order, discount: 15, can_discount: true, discount_request: null });
    fireEvent.change(code(), { target: { value: '4321' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Подтвердить' }));
    });
    await waitFor(() => expect(discount.getByText('Сейчас: 15%')).toBeTruthy());
    expect(field().value).toBe('15');
    // For the second it stays, the dialog says the approval alone: no emptied field, no button that is off.
    expect(dialog.getByRole('status').textContent).toBe('Скидка подтверждена и применена');
    expect(document.activeElement).toBe(dialog.getByRole('status'));
    expect(dialog.queryByLabelText('Код из SMS управляющего')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    expect(dialog.queryByText('Введите 4 цифры кода')).toBeNull();
  });

  it('keeps the percent after a code sent for another percent, which was no wrong guess, and clears the code', async () => {
    const other: ActionResult = {
      ok: false,
      error: encodeError('api.discount_code_other_percent', { requested: 20, sent: 15 }),
      intent: 'approve-discount',
    };
    renderLivePage(awaiting(15), { answers: [other] });
    const discount = await section();
    const field = () => discount.getByLabelText('Процент (0–100)') as HTMLInputElement;
    fireEvent.click(discount.getByRole('button', { name: 'Ввести код' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Код подтверждения скидки 15%' }));
    const code = () => dialog.getByLabelText('Код из SMS управляющего') as HTMLInputElement;
    fireEvent.change(code(), { target: { value: '4321' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Подтвердить' }));
    });
    await waitFor(() => expect(dialog.getByText(/Код отправлен на скидку 20%, а не на 15%/)).toBeTruthy());
    expect(field().value).toBe('15');
    // The code is cleared as after every answer: kept, it would follow into the next request's dialog.
    expect(code().value).toBe('');
  });

  it("opens a new request's dialog clean: the last code's refusal was about the request before", async () => {
    const wrong: ActionResult = { ok: false, error: 'Код не совпадает', intent: 'approve-discount' };
    const sent: ActionResult = { ok: true, message: 'Код отправлен управляющему', intent: 'request-discount', retryAfter: 60 };
    const page = renderLivePage(awaiting(15), { answers: [wrong, sent] });
    const discount = await section();
    await wrongCodeThenClosed(discount);
    // The code ran out meanwhile; the cashier asks for 10 %, and its dialog opens.
    page.current = orderFixture({ ...order, can_discount: true, discount_request: null });
    await act(async () => {
      fireEvent.click(screen.getByText('live'));
    });
    fireEvent.click(discount.getByRole('button', { name: '10%' }));
    page.current = awaiting(10);
    await act(async () => {
      fireEvent.click(discount.getByRole('button', { name: 'Запросить скидку' }));
    });
    const second = within(await screen.findByRole('dialog', { name: 'Код подтверждения скидки 10%' }));
    expect(second.queryByText('Код не совпадает')).toBeNull();
    expect((second.getByLabelText('Код из SMS управляющего') as HTMLInputElement).className).not.toContain('is-invalid');
  });

  it("opens the dialog clean after another desk's request too, and still says the next code's answer", async () => {
    const wrong: ActionResult = { ok: false, error: 'Код не совпадает', intent: 'approve-discount' };
    const wrongAgain: ActionResult = { ok: false, error: 'Код не совпадает', intent: 'approve-discount' };
    const page = renderLivePage(awaiting(15), { answers: [wrong, wrongAgain] });
    const discount = await section();
    await wrongCodeThenClosed(discount);
    // Desk B asks for 20 %: this desk hears it live, and its cashier opens the code's dialog.
    page.current = awaiting(20, '2026-11-26T09:21:00.000Z');
    await act(async () => {
      fireEvent.click(screen.getByText('live'));
    });
    await waitFor(() => expect(discount.getByText('Запрошена скидка 20%: ждём код из SMS управляющего')).toBeTruthy());
    // The 0 a wrong code put in the field was the page's own: it follows the new request.
    expect((discount.getByLabelText('Процент (0–100)') as HTMLInputElement).value).toBe('20');
    fireEvent.click(discount.getByRole('button', { name: 'Ввести код' }));
    const second = within(await screen.findByRole('dialog', { name: 'Код подтверждения скидки 20%' }));
    expect(second.queryByText('Код не совпадает')).toBeNull();
    // Clean is not deaf: a wrong code in this dialog is said.
    fireEvent.change(second.getByLabelText('Код из SMS управляющего'), { target: { value: '2222' } });
    await act(async () => {
      fireEvent.click(second.getByRole('button', { name: 'Подтвердить' }));
    });
    await waitFor(() => expect(second.getAllByText('Код не совпадает').length).toBeGreaterThan(0));
  });

  it('takes back the question about replacing a request once another desk replaced it', async () => {
    const page = renderLivePage(awaiting(15));
    const discount = await section();
    fireEvent.click(discount.getByRole('button', { name: '10%' }));
    fireEvent.click(discount.getByRole('button', { name: 'Запросить скидку' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Ждём код на скидку 15%. Новый запрос на 10%');
    // Desk B asked for 20 % meanwhile: this desk's question is about a request that is gone.
    page.current = awaiting(20, '2026-11-26T09:21:00.000Z');
    await act(async () => {
      fireEvent.click(screen.getByText('live'));
    });
    await waitFor(() => expect(discount.getByText('Запрошена скидка 20%: ждём код из SMS управляющего')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.posted).toHaveLength(0);
  });

  it("asks the server again just after the awaited code expires by the server's clock, once, whatever the desk's clock says", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The desk's clock a month behind: the code's expiry by it is a month away.
    vi.setSystemTime(Date.now() - 30 * 24 * 3600_000);
    const page = renderLivePage(awaiting(15, new Date(Date.now() + 30 * 24 * 3600_000 + 20_000).toISOString()), { codeLeftMs: 20_000 });
    const discount = await section();
    expect(discount.getByText('Запрошена скидка 15%: ждём код из SMS управляющего')).toBeTruthy();
    // The server's answer after the expiry: nothing awaited, and the code that ran out (at 12:10 in Moscow).
    const ranOut = { percent: 15, expired_at: '2026-11-26T09:10:00.000Z' };
    page.current = orderFixture({ ...order, can_discount: true, discount_request: { pending: null, retry_after: 0, expired: ranOut } });
    page.codeLeftMs = null;
    const before = page.loads;
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(page.loads).toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(6_500);
    });
    await waitFor(() => expect(discount.queryByText(/Запрошена скидка/)).toBeNull());
    expect(page.loads).toBe(before + 1);
    // The cashier is told why: the code ran out, and a new request is the way on.
    expect(discount.getByRole('status').textContent).toBe('Код на скидку 15% истёк в 12:10 без ответа: запросите скидку снова');
    // Nothing awaited any more: no more asking.
    await act(async () => {
      vi.advanceTimersByTime(15 * 60_000);
    });
    expect(page.loads).toBe(before + 1);
  });
});
