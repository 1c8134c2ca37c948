/**
 * Reference tyre-fitting services for the seed, with Moscow prices of 2025-2026.
 *
 * A tyre price depends on the wheel radius and the tyre profile: `prices` holds the price
 * for a standard tyre at each radius, and PROFILE_SURCHARGE_PERCENT adds a surcharge for
 * tyres that are harder to fit (low profile, RunFlat, off-road). tirePriceKopecks() is the
 * one place that combines them.
 *
 * `colorBack` / `colorFont` colour the service badge on the order card: a light pastel
 * background and a dark font of the same hue, every pair with WCAG AA contrast (≥ 4.5:1).
 */

export const TIRE_RADII = ['R13', 'R14', 'R15', 'R16', 'R17', 'R18', 'R19', 'R20', 'R21', 'R22'] as const;
export type TireRadius = (typeof TIRE_RADII)[number];

export const TIRE_PROFILES = ['Стандартный', 'Низкий профиль', 'RunFlat', 'Внедорожный'] as const;
export type TireProfile = (typeof TIRE_PROFILES)[number];

/** What the screens translate (locales `catalogue.profile.<code>`); radii (R13 … R22) read the same in every language. */
export const TIRE_PROFILE_CODES: Readonly<Record<TireProfile, string>> = {
  Стандартный: 'standard',
  'Низкий профиль': 'low_profile',
  RunFlat: 'runflat',
  Внедорожный: 'off_road',
};

/** Per-wheel (or per-set where the name says so) price in whole roubles for the standard profile. */
export interface ReferenceTireService {
  name: string;
  prices: Readonly<Record<TireRadius, number>>;
  colorBack: string;
  colorFont: string;
}

/** Builds the radius → price record from prices listed in TIRE_RADII order (R13 … R22). */
function byRadius(
  r13: number,
  r14: number,
  r15: number,
  r16: number,
  r17: number,
  r18: number,
  r19: number,
  r20: number,
  r21: number,
  r22: number,
): Readonly<Record<TireRadius, number>> {
  return { R13: r13, R14: r14, R15: r15, R16: r16, R17: r17, R18: r18, R19: r19, R20: r20, R21: r21, R22: r22 };
}

/** The services a stored set's season and its overdue months are charged by (api/storage). */
export const STORAGE_SEASON_SERVICE = 'Хранение шин (сезон, комплект)';
export const STORAGE_OVERDUE_SERVICE = 'Хранение шин, месяц сверх срока';

export const TIRE_SERVICES: ReadonlyArray<ReferenceTireService> = [
  //                  R13   R14   R15   R16   R17   R18   R19   R20   R21   R22
  {
    name: 'Снятие/установка колеса',
    prices: byRadius(150, 150, 200, 200, 250, 300, 350, 400, 450, 500),
    colorBack: '#F9DBD7',
    colorFont: '#681C12',
  },
  {
    name: 'Демонтаж/монтаж шины',
    prices: byRadius(250, 250, 300, 350, 400, 450, 550, 650, 750, 900),
    colorBack: '#F9ECD7',
    colorFont: '#684712',
  },
  {
    name: 'Балансировка',
    prices: byRadius(200, 200, 250, 300, 350, 400, 450, 500, 600, 700),
    colorBack: '#F5F9D7',
    colorFont: '#5E6812',
  },
  {
    name: 'Комплексный шиномонтаж (колесо)',
    prices: byRadius(550, 550, 700, 800, 950, 1100, 1300, 1500, 1700, 2000),
    colorBack: '#E4F9D7',
    colorFont: '#336812',
  },
  {
    name: 'Сезонная переобувка (комплект 4 колеса)',
    prices: byRadius(2200, 2200, 2800, 3200, 3800, 4400, 5200, 6000, 6800, 8000),
    colorBack: '#D7F9DB',
    colorFont: '#12681C',
  },
  {
    name: 'Ремонт прокола',
    prices: byRadius(500, 500, 550, 600, 650, 700, 800, 900, 1000, 1100),
    colorBack: '#D7F9EC',
    colorFont: '#126847',
  },
  {
    name: 'Герметизация борта',
    prices: byRadius(150, 150, 200, 200, 250, 300, 350, 400, 450, 500),
    colorBack: '#D7F5F9',
    colorFont: '#125E68',
  },
  {
    name: 'Замена вентиля',
    prices: byRadius(100, 100, 100, 120, 150, 150, 200, 200, 250, 250),
    colorBack: '#D7E4F9',
    colorFont: '#123368',
  },
  {
    name: 'Правка литого диска',
    prices: byRadius(1500, 1700, 2000, 2300, 2600, 3000, 3500, 4000, 4500, 5000),
    colorBack: '#DBD7F9',
    colorFont: '#1C1268',
  },
  {
    name: 'Подкачка азотом',
    prices: byRadius(50, 50, 60, 60, 70, 80, 90, 100, 120, 150),
    colorBack: '#ECD7F9',
    colorFont: '#471268',
  },
  {
    name: 'Мойка колеса',
    prices: byRadius(80, 80, 100, 100, 120, 150, 150, 200, 200, 250),
    colorBack: '#F9D7F5',
    colorFont: '#68125E',
  },
  {
    name: 'Хранение шин (сезон, комплект)',
    prices: byRadius(3500, 3500, 4000, 4000, 4500, 5000, 5500, 6000, 6500, 7000),
    colorBack: '#F9D7E4',
    colorFont: '#681233',
  },
  {
    // Charged per month begun past a stored set's term, when it is given back.
    name: 'Хранение шин, месяц сверх срока',
    prices: byRadius(700, 700, 800, 800, 900, 1000, 1100, 1200, 1300, 1400),
    colorBack: '#F9E4D7',
    colorFont: '#683312',
  },
];

/** Surcharge in percent over the standard price for each profile (0 for standard). */
export const PROFILE_SURCHARGE_PERCENT: Readonly<Record<TireProfile, number>> = {
  Стандартный: 0,
  'Низкий профиль': 20,
  RunFlat: 40,
  Внедорожный: 25,
};

/** The price in kopecks of one service for one radius and profile: standard price plus the surcharge, rounded to whole roubles. */
export function tirePriceKopecks(service: ReferenceTireService, radius: TireRadius, profile: TireProfile): number {
  // Integer arithmetic up to the one division; halves round up (Math.round on positive numbers).
  const roubles = Math.round((service.prices[radius] * (100 + PROFILE_SURCHARGE_PERCENT[profile])) / 100);
  return roubles * 100;
}
