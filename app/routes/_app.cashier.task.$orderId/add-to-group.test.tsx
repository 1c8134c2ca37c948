// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy, renderRoute } from '~/test/render-route';
import { orderFixture } from '~/test/order-fixture';
import CashierTask from './route';
import { order } from './cashier-page.test-support';

/**
 * «Добавить в группу скидок» on the cashier's order page, through loads that move the story on
 * as the API would answer: the car joins a group, and later moves on to another at another desk.
 */
afterEach(cleanup);

describe("the cashier's discount group card", () => {
  it('adds the car to a group, then offers no group until one is picked again, and says the car moves', async () => {
    const groups = [
      { id: 1, name: 'Такси', percent: 10 },
      { id: 2, name: 'Север', percent: 15 },
    ];
    const before = orderFixture({ ...order, can_discount: true });
    const after = orderFixture({
      ...order,
      can_discount: true,
      car: { ...before.car, discount_group: { id: 1, name: 'Такси', percent: 10 } },
    });
    // Each answer moves the story on: the car joins «Такси», then (another desk) moves on to «Север».
    const movedOn = orderFixture({ ...after, car: { ...before.car, discount_group: { id: 2, name: 'Север', percent: 15 } } });
    const states = [
      { order: before, groups },
      { order: after, groups: groups.slice(1) },
      { order: movedOn, groups: groups.slice(0, 1) },
    ];
    let answered = 0;
    const { posted } = renderRoute({
      id: 'routes/_app.cashier.task.$orderId',
      path: 'cashier/task/:orderId',
      url: '/cashier/task/7',
      Component: CashierTask,
      loaderData: { ...states[0]!, shiftOpen: true, limits: {} },
      loader: () => ({ ...states[Math.min(answered, 2)]!, shiftOpen: true, limits: {} }),
      action: () => {
        answered += 1;
        return { ok: true };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Добавить в группу скидок' }));
    const add = form.getByRole('button', { name: 'Добавить' }) as HTMLButtonElement;
    expect(form.queryByText(/Сейчас машина в группе/)).toBeNull();
    fireEvent.change(form.getByRole('combobox', { name: 'Группа скидок' }), { target: { value: '1' } });
    expect(add.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(add);
    });

    await waitFor(() =>
      expect(form.getByText('Сейчас машина в группе «Такси»: после добавления она перейдёт в новую группу.')).toBeTruthy(),
    );
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ intent: 'group', group: '1' });
    // «Такси» is no longer offered, so nothing is picked: the button is off and says why.
    expect((form.getByRole('combobox', { name: 'Группа скидок' }) as HTMLSelectElement).value).toBe('');
    expect(add.disabled).toBe(true);
    expect(describedBy(add)).toBe('Выберите группу скидок');

    // Offered again after the car moved on elsewhere (a reload after another form's answer),
    // «Такси» is not chosen by itself: the cashier picks a group anew.
    const reasons = within(screen.getByRole('form', { name: 'Основание скидки' }));
    fireEvent.change(reasons.getByRole('combobox'), { target: { value: 'Такси' } });
    await act(async () => {
      fireEvent.click(reasons.getByRole('button', { name: 'Сохранить' }));
    });
    await waitFor(() => expect(form.getByText(/Сейчас машина в группе «Север»/)).toBeTruthy());
    expect(form.getByRole('option', { name: 'Такси (10%)' })).toBeTruthy();
    expect((form.getByRole('combobox', { name: 'Группа скидок' }) as HTMLSelectElement).value).toBe('');
    expect(add.disabled).toBe(true);
  });
});
