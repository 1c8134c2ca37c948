// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderFixture } from '~/test/order-fixture';
import { order, renderLivePage } from './cashier-page.test-support';
import { reasonChoice, reasonText } from './discount-reason';

/**
 * The «Основание скидки» form: it shows the reason the order keeps, follows one saved at another
 * desk while the cashier has not touched it, and keeps what the cashier chose otherwise.
 */
afterEach(cleanup);

const withReason = (manual_reason: string) => orderFixture({ ...order, can_discount: true, manual_reason });

async function reasonsForm() {
  const form = within(await screen.findByRole('form', { name: 'Основание скидки' }));
  return {
    choice: () => (form.getByRole('combobox', { name: 'Основание скидки' }) as HTMLSelectElement).value,
    words: () => (form.queryByRole('textbox', { name: 'Основание скидки своими словами' }) as HTMLInputElement | null)?.value ?? null,
    choose: (value: string) => fireEvent.change(form.getByRole('combobox', { name: 'Основание скидки' }), { target: { value } }),
    write: (text: string) =>
      fireEvent.change(form.getByRole('textbox', { name: 'Основание скидки своими словами' }), { target: { value: text } }),
  };
}

const reload = (page: ReturnType<typeof renderLivePage>, next: ReturnType<typeof withReason>) =>
  act(async () => {
    page.current = next;
    fireEvent.click(screen.getByRole('button', { name: 'live' }));
  });

describe('the reason of a manual discount', () => {
  it('shows a reason kept in other words than «Другое: …» as «Другое» with those words, not an empty field', async () => {
    renderLivePage(withReason('Друг владельца'));
    const form = await reasonsForm();
    expect(form.choice()).toBe('other');
    expect(form.words()).toBe('Друг владельца');
  });

  it('follows a reason saved at another desk while the cashier has not touched the form', async () => {
    const page = renderLivePage(withReason('Другое: постоянный клиент'));
    const form = await reasonsForm();
    expect(form.words()).toBe('постоянный клиент');
    await reload(page, withReason('Другое: акция выходного дня'));
    await waitFor(() => expect(form.words()).toBe('акция выходного дня'));
    await reload(page, withReason(''));
    await waitFor(() => expect(form.choice()).toBe(''));
    expect(form.words()).toBeNull();
  });

  it('keeps what the cashier chose or wrote when another desk saves a reason meanwhile', async () => {
    const page = renderLivePage(withReason('Другое: постоянный клиент'));
    const form = await reasonsForm();
    form.write('сосед');
    await reload(page, withReason('Другое: акция выходного дня'));
    await waitFor(() => expect(page.loads).toBeGreaterThan(0));
    expect(form.words()).toBe('сосед');
    // Its own words saved come back as the reason kept: nothing to follow, the form stays.
    await reload(page, withReason('Другое: сосед'));
    expect(form.words()).toBe('сосед');
    // And untouched since, it follows the next one again.
    await reload(page, withReason('Другое: акция'));
    await waitFor(() => expect(form.words()).toBe('акция'));
  });
});

describe("the reason's text as the order keeps it", () => {
  it('writes the own words after «Другое: » and reads them back, and a name of the list as it is', () => {
    const names = ['Такси', 'ЖК Север'];
    for (const [reason, other] of [
      ['Такси', undefined],
      ['other', 'друг владельца'],
    ] as const) {
      const text = reasonText(reason, other);
      expect(reasonChoice(text, names)).toEqual({ reason, other: other ?? '' });
    }
    expect(reasonText('other', 'друг владельца')).toBe('Другое: друг владельца');
    expect(reasonChoice('', names)).toEqual({ reason: '', other: '' });
  });
});
