import { describe, expect, it } from 'vitest';
import { errorsUnder, ownerForms } from '~/test/owner-forms';
import { webApiFixture } from '~/test/web-api';
import { businessToday } from '~/utils/report-period.server';
import { bookingsAction, bookingsLoader } from './bookings.server';

/**
 * «Запись и посты» posted as the browser posts it (with or without the page's script): each
 * form parsed with the contract's fields, sent as one call, refused under its own field.
 */
const web = webApiFixture({ roles: ['owner'] });
const { post, page } = ownerForms(web);
const URL = '/owner/bookings';
const load = async (url = URL) => bookingsLoader(await page(url));

/** The rules form as it stands on the page: every weekday 09:00–21:00, then `fields` over it. */
function rules(fields: Record<string, string>) {
  const days: Record<string, string> = {};
  for (let day = 0; day < 7; day++) Object.assign(days, { [`open_${day}`]: '09:00', [`close_${day}`]: '21:00' });
  return { intent: 'rules', horizon_days: '14', cancel_hours: '2', ...days, ...fields };
}

describe('the booking rules', () => {
  it('hands the page the contract limits', async () => {
    const loaded = await load();
    expect(loaded.limits.rules.horizon_days).toMatchObject({ min: 1, max: 90 });
    expect(loaded.limits.rules.cancel_hours).toMatchObject({ min: 0, max: 72 });
    expect(loaded.limits.duration.minutes).toMatchObject({ min: 5, max: 600 });
    expect(loaded.limits.bay.name).toMatchObject({ required: true, maxLength: 40 });
    expect(loaded.time_zone).toBe('Europe/Moscow');
  });

  it('saves Monday 10:00–20:00, Sunday closed, a closing at 24:00 or 00:00 as midnight, and the two limits', async () => {
    const form = rules({ open_0: '10:00', close_0: '20:00', closed_6: 'on', open_6: '', close_6: '', close_4: '24:00', close_5: '00:00' });
    const { result } = await post(bookingsAction, URL, { ...form, horizon_days: '30', cancel_hours: '0' });
    expect(result).toMatchObject({ ok: true, intent: 'rules' });
    const loaded = await load();
    expect(loaded.hours[0]).toEqual({ open: 600, close: 1200 });
    expect(loaded.hours[4]).toEqual({ open: 540, close: 1440 });
    expect(loaded.hours[5]).toEqual({ open: 540, close: 1440 });
    expect(loaded.hours[6]).toBeNull();
    expect([loaded.horizon_days, loaded.cancel_hours]).toEqual([30, 0]);
  });

  it('says under each field what is wrong, and saves nothing', async () => {
    const form = rules({ close_1: '08:00', open_2: '', close_3: '9', open_4: '24:00', horizon_days: '91', cancel_hours: '73' });
    const { result, calls } = await post(bookingsAction, URL, form);
    expect(errorsUnder(result)).toEqual({
      close_1: ['Закрытие позже открытия'],
      open_2: ['Обязательное поле'],
      close_3: ['Время в виде ЧЧ:ММ, например 09:30'],
      open_4: ['Время в виде ЧЧ:ММ, например 09:30'],
      horizon_days: ['Не больше 90'],
      cancel_hours: ['Не больше 72'],
    });
    expect(calls).not.toContain('owner/booking-rules/save');
  });
});

describe('the bays', () => {
  it('adds a bay, refuses a second of the same name under its name, takes one out of use', async () => {
    const added = await post(bookingsAction, URL, { intent: 'bay-new', name: 'Мойка 3', kind: 'both', is_active: 'on' });
    expect(added.result).toMatchObject({ ok: true });
    const bay = (await load()).bays.find((b) => b.name === 'Мойка 3')!;
    expect(bay).toMatchObject({ kind: 'both', is_active: true });

    const again = await post(bookingsAction, URL, { intent: 'bay-new', name: 'мойка 3', kind: 'wash', is_active: 'on' });
    expect(errorsUnder(again.result)).toEqual({ name: ['Пост «мойка 3» уже есть'] });

    // Unticked «В работе» sends nothing: the bay is out of use.
    const off = await post(bookingsAction, URL, { intent: `bay-${bay.id}`, id: String(bay.id), name: 'Мойка 3', kind: 'both' });
    expect(off.result).toMatchObject({ ok: true });
    expect((await load()).bays.find((b) => b.id === bay.id)).toMatchObject({ is_active: false });
  });
});

describe('the days off', () => {
  const today = businessToday('Europe/Moscow');
  const ahead = new Date(Date.parse(`${today}T12:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);

  it('adds a date to come and takes it back; a past date is refused under the field', async () => {
    expect((await post(bookingsAction, URL, { intent: 'dayoff-add', day: ahead })).result).toMatchObject({ ok: true });
    expect((await load()).days_off).toContain(ahead);
    expect((await post(bookingsAction, URL, { intent: `dayoff-${ahead}`, day: ahead })).result).toMatchObject({ ok: true });
    expect((await load()).days_off).not.toContain(ahead);

    const past = await post(bookingsAction, URL, { intent: 'dayoff-add', day: '2020-01-01' });
    expect(errorsUnder(past.result)).toEqual({ day: ['Выберите сегодняшний или будущий день'] });
    expect(past.calls).not.toContain('owner/day-off');
  });
});

describe('the durations', () => {
  it('shows the class asked for, sets a service’s minutes («задано») and gives them back to the history', async () => {
    const loaded = await load(`${URL}?class=2`);
    expect(loaded.classes.length).toBeGreaterThan(1);
    expect(loaded.durations?.class_id).toBe(2);
    const service = loaded.durations!.services[0]!;
    const row = { intent: `duration-${service.id}`, service_id: String(service.id), class_id: '2' };

    const tooLong = await post(bookingsAction, `${URL}?class=2`, { ...row, minutes: '601' });
    expect(errorsUnder(tooLong.result)).toEqual({ minutes: ['Не больше 600'] });

    expect((await post(bookingsAction, `${URL}?class=2`, { ...row, minutes: '45' })).result).toMatchObject({ ok: true });
    const set = (await load(`${URL}?class=2`)).durations!.services.find((s) => s.id === service.id);
    expect(set).toMatchObject({ minutes: 45, from: 'owner' });
    // The other classes keep theirs.
    expect((await load(`${URL}?class=1`)).durations!.services.find((s) => s.id === service.id)?.from).not.toBe('owner');

    expect((await post(bookingsAction, `${URL}?class=2`, { ...row, minutes: '45', reset: '1' })).result).toMatchObject({ ok: true });
    const reset = (await load(`${URL}?class=2`)).durations!.services.find((s) => s.id === service.id);
    expect(reset?.from).not.toBe('owner');
  });
});
