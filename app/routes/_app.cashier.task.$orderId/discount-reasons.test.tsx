// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderFixture } from '~/test/order-fixture';
import { order, renderLivePage } from './cashier-page.test-support';
import { reasonChoice, reasonText } from '~/utils/discount-reason';

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
    // Its own words saved come back as the reason kept.
    await reload(page, withReason('Другое: сосед'));
    // And untouched since, it follows the next one again.
    await reload(page, withReason('Другое: акция'));
    await waitFor(() => expect(form.words()).toBe('акция'));
  });
});

describe('the reason after the cashier saved their own', () => {
  it('follows another desk again once the form shows what was saved, whatever words a hidden «Другое» field kept', async () => {
    const inTaxi = (manual_reason: string) =>
      orderFixture({ ...withReason(manual_reason), car: { ...order.car, discount_group: { id: 1, name: 'Такси', percent: 10 } } });
    const page = renderLivePage(inTaxi(''));
    const form = await reasonsForm();
    form.choose('other');
    form.write('черновик');
    form.choose('Такси');
    // Saved (the reload brings the order's reason back as chosen): nothing left unsaved.
    await reload(page, inTaxi('Такси'));
    expect(form.choice()).toBe('Такси');
    await reload(page, inTaxi('Другое: акция'));
    await waitFor(() => expect(form.choice()).toBe('other'));
    expect(form.words()).toBe('акция');
  });
});

describe('the reason after the cashier saved words with a space at the end, or the group was renamed', () => {
  it('follows another desk again: the form showed what the order keeps', async () => {
    const page = renderLivePage(withReason(''));
    const form = await reasonsForm();
    form.choose('other');
    // A phone's keyboard leaves a space after the word; the order keeps the text trimmed.
    form.write('сосед ');
    await reload(page, withReason('Другое: сосед'));
    await reload(page, withReason('Другое: акция'));
    await waitFor(() => expect(form.words()).toBe('акция'));
  });

  it('follows another desk when the group it showed left the list in the same reload', async () => {
    const inGroup = (name: string | null, manual_reason: string) =>
      orderFixture({ ...withReason(manual_reason), car: { ...order.car, discount_group: name ? { id: 1, name, percent: 10 } : null } });
    const page = renderLivePage(inGroup('Такси', 'Такси'));
    const form = await reasonsForm();
    expect(form.choice()).toBe('Такси');
    await reload(page, inGroup(null, 'Другое: акция'));
    await waitFor(() => expect(form.words()).toBe('акция'));
  });
});

describe('the reason when the group it names leaves the list, or the words begin with spaces', () => {
  it('shows the kept group name as «Другое» with that text once the group is gone, the reason unchanged', async () => {
    const inGroup = (name: string | null) =>
      orderFixture({ ...withReason('Такси'), car: { ...order.car, discount_group: name ? { id: 1, name, percent: 10 } : null } });
    const page = renderLivePage(inGroup('Такси'));
    const form = await reasonsForm();
    expect(form.choice()).toBe('Такси');
    await reload(page, inGroup(null));
    await waitFor(() => expect(form.choice()).toBe('other'));
    expect(form.words()).toBe('Такси');
  });

  it('follows another desk after saving words typed after spaces', async () => {
    const page = renderLivePage(withReason(''));
    const form = await reasonsForm();
    form.choose('other');
    form.write('  сосед');
    await reload(page, withReason(reasonText('other', '  сосед')));
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
    // «Другое» with no words is kept trimmed, «Другое:», and reads back as no words, not as words «Другое:».
    expect(reasonText('other', '  ')).toBe('Другое:');
    expect(reasonChoice('Другое:', names)).toEqual({ reason: 'other', other: '' });
    expect(reasonChoice('Другое:x', names)).toEqual({ reason: 'other', other: 'x' });
  });
});
