import { describe, expect, it } from 'vitest';
import { storageSettingsBodySchema } from '#contract/storage';
import { said } from '~/test/i18n';
import { errorsUnder, ownerForms } from '~/test/owner-forms';
import { createOrder, webApiFixture } from '~/test/web-api';
import { businessToday } from '~/utils/report-period.server';
import { storageReportOf } from '~/routes/_app.owner.reports/storage-report.server';
import { REMINDER_SLOTS } from './reminder-dates';
import { storageAction, storageLoader } from './storage.server';

/**
 * «Хранение шин» posted as the browser posts it (with or without the page's script): each form
 * parsed with the contract's fields, sent as one call, refused under its own field; and the
 * storage section of the owner's reports.
 */
const web = webApiFixture({ roles: ['owner'] });
const { post, page } = ownerForms(web);
const URL = '/owner/storage';
const load = async () => storageLoader(await page(URL));
const cellNamed = async (name: string) => (await load()).cells.flatMap((rack) => rack.cells).find((cell) => cell.name === name)!;

/** The settings form as the page shows it for the shipped settings, then `fields` over it. */
async function settings(fields: Record<string, string>) {
  const { services } = await load();
  const named = (name: string) => String(services.find((s) => s.name === name)!.id);
  return {
    intent: 'settings',
    season_service_id: named('Хранение шин (сезон, комплект)'),
    overdue_service_id: named('Хранение шин, месяц сверх срока'),
    season_months: '6',
    reminder_0: '01.04',
    reminder_1: '01.10',
    reminders_on: 'on',
    ...fields,
  };
}

describe('the prices and terms', () => {
  it('hands the page the contract limits, the tyre services and the shipped settings', async () => {
    const loaded = await load();
    expect(loaded.limits.settings.season_months).toMatchObject({ required: true, min: 1, max: 12 });
    expect(loaded.limits.rack.rack).toMatchObject({ required: true, maxLength: 4 });
    expect(loaded.limits.rack.shelves).toMatchObject({ min: 1, max: 20 });
    expect(loaded.limits.rack.places).toMatchObject({ min: 1, max: 40 });
    const named = (id: number | null) => loaded.services.find((s) => s.id === id)?.name;
    expect(named(loaded.season_service_id)).toBe('Хранение шин (сезон, комплект)');
    expect(named(loaded.overdue_service_id)).toBe('Хранение шин, месяц сверх срока');
    expect(loaded).toMatchObject({ season_months: 6, reminder_dates: ['04-01', '10-01'], reminders_on: true, racks: [], cells: [] });
    // The page has a field for each date the contract takes.
    const dates = ['01-01', '02-01', '03-01', '04-01', '05-01'];
    expect(storageSettingsBodySchema.shape.reminder_dates.safeParse(dates.slice(0, REMINDER_SLOTS)).success).toBe(true);
    expect(storageSettingsBodySchema.shape.reminder_dates.safeParse(dates.slice(0, REMINDER_SLOTS + 1)).success).toBe(false);
  });

  it('saves no overdue service, a term of 7 months, dates typed as дд.мм and the reminders off', async () => {
    const form = await settings({ overdue_service_id: '', season_months: '7', reminder_0: '1.10', reminder_1: '', reminder_2: ' 15/03 ' });
    delete (form as Record<string, string>).reminders_on;
    const { result } = await post(storageAction, URL, form);
    expect(result).toMatchObject({ ok: true, intent: 'settings' });
    expect(said(result.ok ? result.message! : '')).toBe('Настройки хранения сохранены');
    expect(await load()).toMatchObject({
      overdue_service_id: null,
      season_months: 7,
      reminder_dates: ['03-15', '10-01'],
      reminders_on: false,
    });

    expect((await post(storageAction, URL, await settings({}))).result).toMatchObject({ ok: true });
    const restored = await load();
    expect(restored).toMatchObject({ season_months: 6, reminder_dates: ['04-01', '10-01'], reminders_on: true });
    expect(restored.overdue_service_id).not.toBeNull();
  });

  it('says under each field what is wrong, and saves nothing', async () => {
    const form = await settings({ season_months: '13', reminder_0: '31.02', reminder_1: '10-01', reminder_2: '01.04', reminder_3: '1.4' });
    const { result, calls } = await post(storageAction, URL, form);
    expect(errorsUnder(result)).toEqual({
      season_months: ['Не больше 12'],
      reminder_0: ['Дата в виде ДД.ММ, например 01.10'],
      reminder_1: ['Дата в виде ДД.ММ, например 01.10'],
      reminder_3: ['Эта дата уже указана'],
    });
    expect(calls).not.toContain('owner/storage/save');
  });

  it('refuses a service that is not a tyre one under its own select', async () => {
    const prices = (await web.get('owner/prices', 'owner')).body.data as { services: Array<{ id: number; kind: string }> };
    const wash = prices.services.find((s) => s.kind === 'wash')!;
    const { result } = await post(storageAction, URL, await settings({ overdue_service_id: String(wash.id) }));
    expect(errorsUnder(result)).toEqual({ overdue_service_id: [`Услуга №${wash.id} не найдена среди услуг шиномонтажа`] });
  });
});

describe('the racks', () => {
  it('adds a rack, makes it bigger keeping its cells, and refuses a bad name and size under their fields', async () => {
    const added = await post(storageAction, URL, { intent: 'rack', rack: 'a', shelves: '2', places: '3' });
    expect(added.result).toMatchObject({ ok: true, intent: 'rack' });
    expect(said(added.result.ok ? added.result.message! : '')).toBe('Стеллаж A сохранён, новых ячеек: 6');
    const first = await load();
    expect(first.racks).toEqual([{ rack: 'A', shelves: 2, places: 3, cells: 6, stored: 0 }]);
    expect(first.cells[0]!.cells.map((c) => c.name)).toEqual(['A-1-1', 'A-1-2', 'A-1-3', 'A-2-1', 'A-2-2', 'A-2-3']);
    const kept = first.cells[0]!.cells[0]!.id;

    expect((await post(storageAction, URL, { intent: 'rack', rack: 'A', shelves: '3', places: '3' })).result).toMatchObject({ ok: true });
    const grown = await load();
    expect(grown.racks).toEqual([{ rack: 'A', shelves: 3, places: 3, cells: 9, stored: 0 }]);
    expect(grown.cells[0]!.cells[0]).toMatchObject({ id: kept, name: 'A-1-1' });

    const bad = await post(storageAction, URL, { intent: 'rack', rack: 'A-1', shelves: '21', places: '0' });
    expect(errorsUnder(bad.result)).toEqual({
      rack: ['Только буквы и цифры, без дефиса'],
      shelves: ['Не больше 20'],
      places: ['Не меньше 1'],
    });
    expect(bad.calls).not.toContain('owner/storage/rack');
  });
});

describe('the cells', () => {
  it('takes an empty cell out of use and puts it back', async () => {
    const cell = await cellNamed('A-3-3');
    const off = await post(storageAction, URL, { intent: 'cell', cell_id: String(cell.id), is_active: 'false' });
    expect(off.result).toMatchObject({ ok: true, intent: 'cell' });
    expect(await cellNamed('A-3-3')).toMatchObject({ is_active: false, held: false });
    expect((await load()).racks[0]).toMatchObject({ cells: 8 });

    expect((await post(storageAction, URL, { intent: 'cell', cell_id: String(cell.id), is_active: 'true' })).result).toMatchObject({
      ok: true,
    });
    expect(await cellNamed('A-3-3')).toMatchObject({ is_active: true });
  });

  it('keeps a cell holding a set in use, said under the choice; the reports count the set', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.owner, { phone: '+79160000002', name: 'Павел Орлов' });
    const radii = (await web.get('service-tire/radius', 'owner')).body.data as Array<{ radius_id: number; name: string }>;
    const profiles = (await web.get('service-tire/profile', 'owner')).body.data as Array<{ profile_id: number }>;
    const options = (await web.get('storage/options', 'owner')).body.data as { default_term: string };
    const set = { count: 4, radius_id: radii.find((r) => r.name === 'R16')!.radius_id, profile_id: profiles[0]!.profile_id };
    const taken = await web.post(
      'storage/take',
      { order_id: orderId, term_until: options.default_term, set: { ...set, season: 'winter', with_rims: false } },
      'owner',
    );
    expect(taken.body.data).toMatchObject({ cell: 'A-1-1' });
    const cell = await cellNamed('A-1-1');
    expect(cell).toMatchObject({ held: true, is_active: true });

    const { result } = await post(storageAction, URL, { intent: 'cell', cell_id: String(cell.id), is_active: 'false' });
    expect(errorsUnder(result)).toEqual({ cell_id: ['В ячейке A-1-1 лежит комплект: сначала выдайте или переложите его'] });
    expect(await cellNamed('A-1-1')).toMatchObject({ is_active: true });
    expect((await post(storageAction, URL, { intent: 'cell', cell_id: String(cell.id) })).result).toMatchObject({ ok: false });

    const today = businessToday('Europe/Moscow');
    const report = await storageReportOf(await page('/owner/reports'), { from: today, to: today });
    expect(report).toEqual({
      report: { cells: 9, free: 8, stored: 1, overdue: 0, taken_in: 1, given_back: 0, revenue: 0 },
      error: null,
    });
  });
});
