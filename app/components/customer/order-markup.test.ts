import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PublicOrder } from '#contract/public-order';
import { pageWordsOf, wordsOf } from '~/customer-script/words';
import { i18nConfig } from '~/i18n';
import { nestedQuotes } from '~/nested-quotes';
import { resources } from '~/locales.server';
import { noticeMarkup, orderMarkup, type CustomerWords } from './order-markup';

const ZONE = 'Europe/Moscow';

/** The words as the server says them: i18next with the app's settings. */
function serverWords(lng: 'ru' | 'en'): CustomerWords {
  const instance = i18next.createInstance();
  void instance.use(nestedQuotes).init({ ...i18nConfig, lng, resources: { [lng]: resources[lng] }, initImmediate: false });
  const t = instance.getFixedT(lng, 'common');
  return (key, values) => String(t(key, values ?? {}));
}

/** The words as the page's script says them: those of the language the page carries. */
const scriptWords = (lng: 'ru' | 'en') => wordsOf({ lng, words: pageWordsOf(resources[lng].common as Record<string, unknown>) });

/** A tyre line's size as the API sends it: the profile's Russian name and its catalogue code. */
const TYRE = { radius: 'R16', profile: 'Стандартный', profile_code: 'standard' };

const base: PublicOrder = {
  state: 'waiting',
  car: { brand: 'Volkswagen', model: 'Polo', plate: 'А***ВС 77' },
  services: [
    { name: 'Мойка кузова', quantity: 1, parking: false, tire_size: null, state: 'waiting', sum: 800 },
    { name: 'Чернение шин', quantity: 4, parking: false, tire_size: null, state: 'canceled', sum: 400 },
    { name: 'Парковка', quantity: 1, parking: true, tire_size: null, state: 'done', sum: 300 },
    { name: 'Балансировка', quantity: 4, parking: false, tire_size: TYRE, state: 'waiting', sum: 2000 },
  ],
  queue: { ahead: 2, ready_at: '2026-11-30T11:25:00Z' },
  money: { total: 1200, discount: 120, paid: 500, to_pay: 580 },
  shop: { name: 'Мойка на Ленина', address: 'ул. Ленина, 1', hours: '9–21' },
  done_at: null,
  picked_up_at: null,
};

/** Every state, every count the plural rules tell apart, with and without the optional parts. */
const views: PublicOrder[] = [
  ...[0, 1, 2, 5, 11, 21, 22].map((ahead) => ({ ...base, queue: { ...base.queue!, ahead } })),
  {
    ...base,
    state: 'in_progress',
    services: [
      { ...base.services[0]!, state: 'in_work' },
      { ...base.services[0]!, state: 'done' },
    ],
  },
  {
    ...base,
    state: 'done',
    queue: null,
    services: [{ ...base.services[0]!, state: 'done' }, base.services[1]!],
    done_at: '2026-11-30T11:20:00Z',
    money: { total: 800, discount: 0, paid: 0, to_pay: 800 },
  },
  {
    ...base,
    state: 'picked_up',
    queue: null,
    picked_up_at: '2026-11-30T12:05:00Z',
    money: { total: 800, discount: 0, paid: 800, to_pay: 0 },
  },
  { ...base, state: 'canceled', queue: null, shop: null, car: { brand: null, model: null, plate: 'А***ВС 77' } },
  { ...base, shop: { ...base.shop!, hours: '' } },
];

describe('orderMarkup', () => {
  it('says the same with the page script’s words as with the server’s i18next, in both customers’ languages', () => {
    for (const lng of ['ru', 'en'] as const) {
      for (const view of views)
        expect(orderMarkup(view, scriptWords(lng), ZONE), `${lng} ${view.state}`).toBe(orderMarkup(view, serverWords(lng), ZONE));
    }
  });

  it('finds every word it says (no key shown instead of a word)', () => {
    for (const lng of ['ru', 'en'] as const) {
      for (const view of views) expect(orderMarkup(view, scriptWords(lng), ZONE)).not.toMatch(/customer\.|catalogue\.|undefined|NaN/);
    }
    // Every service state and every page state is among the views above.
    const states = new Set(views.flatMap((v) => [v.state, ...v.services.map((s) => `service.${s.state}`)]));
    for (const state of ['waiting', 'in_progress', 'done', 'picked_up', 'canceled']) expect(states).toContain(state);
    for (const state of ['waiting', 'in_work', 'done', 'canceled']) expect(states).toContain(`service.${state}`);
  });

  it('says the parking line in the page’s language, not by the API’s Russian name', () => {
    expect(orderMarkup(base, scriptWords('en'), ZONE)).toContain('>Parking<');
    expect(orderMarkup(base, scriptWords('en'), ZONE)).not.toContain('Парковка');
    expect(orderMarkup(base, scriptWords('ru'), ZONE)).toContain('>Парковка<');
  });

  it('names a tyre line with its size, the profile in the page’s language, as the receipt does', () => {
    expect(orderMarkup(base, scriptWords('ru'), ZONE)).toContain('>Балансировка (R16, Стандартный) × 4<');
    expect(orderMarkup(base, scriptWords('en'), ZONE)).toContain('>Балансировка (R16, Standard) × 4<');
    // A profile the owner added has no code: its own name, in either language.
    const own = { ...base, services: [{ ...base.services[3]!, tire_size: { radius: 'R22', profile: 'Грузовой', profile_code: null } }] };
    expect(orderMarkup(own, scriptWords('en'), ZONE)).toContain('>Балансировка (R22, Грузовой) × 4<');
    expect(orderMarkup(own, serverWords('en'), ZONE)).toContain('>Балансировка (R22, Грузовой) × 4<');
    // A code this release has no word for: the API's Russian name, as the staff's screens say it.
    const newer = {
      ...base,
      services: [{ ...base.services[3]!, tire_size: { radius: 'R17', profile: 'Шипованный', profile_code: 'studded' } }],
    };
    for (const words of [scriptWords('en'), serverWords('en')])
      expect(orderMarkup(newer, words, ZONE)).toContain('>Балансировка (R17, Шипованный) × 4<');
  });

  it('reads the count by the language’s rules', () => {
    const ahead = (n: number) => orderMarkup({ ...base, queue: { ...base.queue!, ahead: n } }, scriptWords('ru'), ZONE);
    expect(ahead(1)).toContain('Перед вами 1 машина');
    expect(ahead(3)).toContain('Перед вами 3 машины');
    expect(ahead(5)).toContain('Перед вами 5 машин');
    expect(ahead(0)).toContain('Вы следующий');
  });

  it('writes every value of the view as text, never as markup', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const view: PublicOrder = {
      ...base,
      car: { brand: hostile, model: hostile, plate: hostile },
      services: [
        {
          name: hostile,
          quantity: 1,
          parking: false,
          tire_size: { radius: hostile, profile: hostile, profile_code: null },
          state: 'waiting',
          sum: 1,
        },
      ],
      shop: { name: hostile, address: hostile, hours: hostile },
    };
    const html = orderMarkup(view, scriptWords('ru'), ZONE);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    expect(noticeMarkup(hostile, hostile)).not.toContain('<img');
  });
});
