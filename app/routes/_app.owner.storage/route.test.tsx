// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy, renderRoute } from '~/test/render-route';
import StorageSettingsPage from './route';

/** «Хранение шин» as the owner sees it: the saved settings in the fields, the racks, and the cells' states. */
afterEach(cleanup);

const loaderData = {
  season_service_id: 31,
  overdue_service_id: null,
  season_months: 6,
  reminder_dates: ['04-01', '10-01'],
  reminders_on: true,
  services: [
    { id: 31, name: 'Хранение шин (сезон, комплект)' },
    { id: 32, name: 'Хранение шин, месяц сверх срока' },
  ],
  racks: [{ rack: 'A', shelves: 1, places: 3, cells: 2, stored: 1 }],
  cells: [
    {
      rack: 'A',
      cells: [
        { id: 1, name: 'A-1-1', is_active: true, held: true },
        { id: 2, name: 'A-1-2', is_active: false, held: false },
        { id: 3, name: 'A-1-3', is_active: true, held: false },
      ],
    },
  ],
  limits: { settings: { season_months: { required: true, min: 1, max: 12 } }, rack: { rack: { required: true, maxLength: 4 } } },
};

const render = (actionData?: unknown) =>
  renderRoute({
    id: 'routes/_app.owner.storage',
    path: 'owner/storage',
    url: '/owner/storage',
    Component: StorageSettingsPage,
    loaderData,
    action: () => null,
    actionData,
  });

describe('the storage settings page', () => {
  it('shows the saved services, term and dates as дд.мм, the racks and each cell’s state', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Стеллажи и хранение', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Услуга: сезон хранения') as HTMLSelectElement).value).toBe('31');
    expect((screen.getByLabelText('Услуга: месяц сверх срока') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Обычный срок, месяцев') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('Дата напоминания 1') as HTMLInputElement).value).toBe('01.04');
    expect((screen.getByLabelText('Дата напоминания 2') as HTMLInputElement).value).toBe('01.10');
    expect((screen.getByLabelText('Дата напоминания 3') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('switch', { name: 'Напоминать клиентам о смене сезона' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'A' })).toBeTruthy();
    const options = [...(screen.getByLabelText('Ячейка') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['A-1-1 (занята)', 'A-1-2 (не используется)', 'A-1-3']);
  });

  it('sends the cell chosen and the button pressed', async () => {
    const { posted } = render();
    fireEvent.change(await screen.findByLabelText('Ячейка'), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Вывести из использования' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'cell', cell_id: '3', is_active: 'false' });
  });

  it('shows a refused date under its field, with what was typed', async () => {
    const reply = {
      status: 'error',
      initialValue: { intent: 'settings', season_months: '6', reminder_0: '31.02' },
      error: { reminder_0: ['i18n:common:owner.storage.dateFormat'] },
    };
    render({ ok: false, error: 'i18n:common:owner.storage.dateFormat', intent: 'settings', reply });
    const date = await screen.findByLabelText('Дата напоминания 1');
    expect((date as HTMLInputElement).value).toBe('31.02');
    expect(describedBy(date)).toBe('Дата в виде ДД.ММ, например 01.10');
    expect((screen.getByRole('switch', { name: 'Напоминать клиентам о смене сезона' }) as HTMLInputElement).checked).toBe(false);
  });
});
