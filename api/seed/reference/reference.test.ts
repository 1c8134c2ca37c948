import { describe, expect, it } from 'vitest';
import { COMPANIES, DISCOUNT_GROUPS, TIRE_WORKERS, WASH_WORKERS } from './staff';
import { PROFILE_SURCHARGE_PERCENT, TIRE_PROFILES, TIRE_RADII, TIRE_SERVICES, tirePriceKopecks, type ReferenceTireService } from './tire';
import { BRAND_COUNT, BRANDS, VEHICLE_CLASSES, type ReferenceBrand } from './vehicles';
import { WASH_SERVICES } from './wash-services';

const CYRILLIC = /[А-Яа-яЁё]/;
const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const c = parseInt(hex.slice(start, start + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r, g, b] = channels as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #RRGGBB colours (1 … 21). */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function brand(name: string): ReferenceBrand {
  const found = BRANDS.find((b) => b.name === name);
  if (!found) throw new Error(`no brand ${name}`);
  return found;
}

function classOf(brandName: string, modelName: string): number {
  const found = brand(brandName).models.find((m) => m.name === modelName);
  if (!found) throw new Error(`no model ${brandName} ${modelName}`);
  return found.classId;
}

function tireService(name: string): ReferenceTireService {
  const found = TIRE_SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`no tyre service ${name}`);
  return found;
}

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes AA" grey.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });
});

describe('vehicle catalogue', () => {
  it('has the four vehicle classes', () => {
    expect(VEHICLE_CLASSES.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('has at least 60 brands with unique names', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(60);
    expect(BRAND_COUNT).toBe(BRANDS.length);
    expect(duplicates(BRANDS.map((b) => b.name))).toEqual([]);
    expect(duplicates(BRANDS.map((b) => b.nameRu))).toEqual([]);
  });

  it('gives every brand a few models with unique names', () => {
    for (const b of BRANDS) {
      // Datsun sold only two models in Russia; every other brand lists three or more.
      expect(b.models.length, b.name).toBeGreaterThanOrEqual(2);
      expect(b.models.length, b.name).toBeLessThanOrEqual(15);
      expect(duplicates(b.models.map((m) => m.name)), b.name).toEqual([]);
    }
  });

  it('puts every model in class 1..4', () => {
    for (const b of BRANDS) {
      for (const m of b.models) expect([1, 2, 3, 4], `${b.name} ${m.name}`).toContain(m.classId);
    }
  });

  it('writes every Russian name in Cyrillic', () => {
    for (const b of BRANDS) {
      expect(b.nameRu, b.name).toMatch(CYRILLIC);
      for (const m of b.models) expect(m.nameRu, `${b.name} ${m.name}`).toMatch(CYRILLIC);
    }
  });

  it('has no empty or repeated spellings', () => {
    for (const b of BRANDS) {
      const brandSpellings = [b.name, b.nameRu, ...(b.aliases ?? [])];
      expect(duplicates(brandSpellings), b.name).toEqual([]);
      for (const m of b.models) {
        const spellings = [m.name, m.nameRu, ...(m.aliases ?? [])];
        expect(duplicates(spellings), `${b.name} ${m.name}`).toEqual([]);
        for (const s of spellings) expect(s.trim(), `${b.name} ${m.name}`).not.toBe('');
      }
    }
  });

  it('classes well-known models realistically', () => {
    expect(classOf('Volkswagen', 'Polo')).toBe(1);
    expect(classOf('Hyundai', 'Solaris')).toBe(1);
    expect(classOf('Kia', 'Rio')).toBe(1);
    expect(classOf('Lada', 'Vesta')).toBe(1);
    expect(classOf('Lada', 'Granta')).toBe(1);
    expect(classOf('Lada', 'Largus')).toBe(1);
    expect(classOf('Renault', 'Logan')).toBe(1);
    expect(classOf('Toyota', 'Camry')).toBe(2);
    expect(classOf('Volkswagen', 'Passat')).toBe(2);
    expect(classOf('Volkswagen', 'Tiguan')).toBe(2);
    expect(classOf('Kia', 'Sportage')).toBe(2);
    expect(classOf('Haval', 'Jolion')).toBe(2);
    expect(classOf('BMW', 'X3')).toBe(2);
    expect(classOf('Mercedes-Benz', 'E-Class')).toBe(2);
    expect(classOf('Toyota', 'Land Cruiser')).toBe(3);
    expect(classOf('BMW', 'X5')).toBe(3);
    expect(classOf('Chevrolet', 'Tahoe')).toBe(3);
    expect(classOf('Nissan', 'Patrol')).toBe(3);
    expect(classOf('Volkswagen', 'Touareg')).toBe(3);
    expect(classOf('Haval', 'H9')).toBe(3);
    expect(classOf('Toyota', 'Alphard')).toBe(3);
    expect(classOf('Volkswagen', 'Caravelle')).toBe(3);
    expect(classOf('GAZ', 'Gazelle Next')).toBe(4);
    expect(classOf('GAZ', 'Sobol')).toBe(4);
    expect(classOf('Ford', 'Transit')).toBe(4);
    expect(classOf('Mercedes-Benz', 'Sprinter')).toBe(4);
    expect(classOf('Volkswagen', 'Crafter')).toBe(4);
    expect(classOf('Volkswagen', 'Transporter')).toBe(4);
    expect(classOf('Fiat', 'Ducato')).toBe(4);
    expect(classOf('UAZ', 'Profi')).toBe(4);
    expect(classOf('UAZ', 'SGR')).toBe(4);
  });

  it('keeps the spellings staff type', () => {
    expect(brand('Toyota').nameRu).toBe('Тойота');
    expect(brand('Volkswagen').nameRu).toBe('Фольксваген');
    expect(brand('Lada').aliases).toContain('ВАЗ');
    expect(brand('Skoda').nameRu).toBe('Шкода');
    expect(brand('Hyundai').aliases).toEqual(expect.arrayContaining(['Хундай', 'Хёндэ']));
    expect(brand('Mercedes-Benz')).toMatchObject({
      nameRu: 'Мерседес-Бенц',
      aliases: expect.arrayContaining(['Мерседес', 'Мерс', 'Mercedes']),
    });
  });
});

describe('wash services', () => {
  it('has at least 20 services with unique names', () => {
    expect(WASH_SERVICES.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(WASH_SERVICES.map((s) => s.name))).toEqual([]);
  });

  it('prices every class in positive whole roubles, not falling with the class', () => {
    for (const s of WASH_SERVICES) {
      expect(s.prices, s.name).toHaveLength(4);
      for (const price of s.prices) {
        expect(Number.isInteger(price), s.name).toBe(true);
        expect(price, s.name).toBeGreaterThan(0);
      }
      for (let i = 1; i < s.prices.length; i++) expect(s.prices[i], s.name).toBeGreaterThanOrEqual(s.prices[i - 1]!);
      expect(s.prices[3], s.name).toBeGreaterThan(s.prices[0]);
    }
  });

  it('prices a body wash at 700 / 800 / 900 / 1200 ₽', () => {
    expect(WASH_SERVICES.find((s) => s.name === 'Мойка кузова')?.prices).toEqual([700, 800, 900, 1200]);
  });
});

describe('tyre services', () => {
  it('has ten radii, four profiles and at least 10 services with unique names', () => {
    expect(TIRE_RADII).toHaveLength(10);
    expect(TIRE_PROFILES).toHaveLength(4);
    expect(TIRE_SERVICES.length).toBeGreaterThanOrEqual(10);
    expect(duplicates(TIRE_SERVICES.map((s) => s.name))).toEqual([]);
  });

  it('prices every radius in positive whole roubles, not falling with the radius', () => {
    for (const s of TIRE_SERVICES) {
      expect(Object.keys(s.prices).sort(), s.name).toEqual([...TIRE_RADII].sort());
      const prices = TIRE_RADII.map((r) => s.prices[r]);
      for (const price of prices) {
        expect(Number.isInteger(price), s.name).toBe(true);
        expect(price, s.name).toBeGreaterThan(0);
      }
      for (let i = 1; i < prices.length; i++) expect(prices[i], s.name).toBeGreaterThanOrEqual(prices[i - 1]!);
      expect(s.prices.R22, s.name).toBeGreaterThan(s.prices.R13);
    }
  });

  it('has no surcharge for the standard profile', () => {
    expect(PROFILE_SURCHARGE_PERCENT['Стандартный']).toBe(0);
    for (const p of TIRE_PROFILES) expect(PROFILE_SURCHARGE_PERCENT[p]).toBeGreaterThanOrEqual(0);
  });

  it('computes the price in kopecks with the profile surcharge', () => {
    const balancing = tireService('Балансировка');
    expect(tirePriceKopecks(balancing, 'R16', 'Стандартный')).toBe(30_000);
    expect(tirePriceKopecks(balancing, 'R16', 'Низкий профиль')).toBe(36_000);
    expect(tirePriceKopecks(balancing, 'R16', 'RunFlat')).toBe(42_000);
    expect(tirePriceKopecks(balancing, 'R16', 'Внедорожный')).toBe(37_500);
    expect(tirePriceKopecks(tireService('Комплексный шиномонтаж (колесо)'), 'R17', 'RunFlat')).toBe(133_000);
    // 70 ₽ + 25 % = 87.50 ₽, rounded to whole roubles.
    expect(tirePriceKopecks(tireService('Подкачка азотом'), 'R17', 'Внедорожный')).toBe(8_800);
  });

  it('always gives whole roubles, never below the standard price', () => {
    for (const s of TIRE_SERVICES) {
      for (const r of TIRE_RADII) {
        const standard = tirePriceKopecks(s, r, 'Стандартный');
        expect(standard).toBe(s.prices[r] * 100);
        for (const p of TIRE_PROFILES) {
          const price = tirePriceKopecks(s, r, p);
          expect(price % 100, `${s.name} ${r} ${p}`).toBe(0);
          expect(price, `${s.name} ${r} ${p}`).toBeGreaterThanOrEqual(standard);
        }
      }
    }
  });
});

describe('staff and clients', () => {
  it('has 8 wash workers and 5 tyre fitters with unique names', () => {
    expect(WASH_WORKERS).toHaveLength(8);
    expect(TIRE_WORKERS).toHaveLength(5);
    expect(duplicates([...WASH_WORKERS, ...TIRE_WORKERS].map((w) => w.name))).toEqual([]);
    for (const w of [...WASH_WORKERS, ...TIRE_WORKERS]) expect(w.name).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ]\.$/);
  });

  it('gives every worker a colour pair of their own', () => {
    const pairs = [...WASH_WORKERS, ...TIRE_WORKERS].map((w) => `${w.colorBack.toUpperCase()}/${w.colorFont.toUpperCase()}`);
    expect(duplicates(pairs)).toEqual([]);
    expect(duplicates([...WASH_WORKERS, ...TIRE_WORKERS].map((w) => w.colorBack.toUpperCase()))).toEqual([]);
  });

  it('has discount groups with sensible percents and unique names', () => {
    expect(DISCOUNT_GROUPS.length).toBeGreaterThanOrEqual(5);
    expect(DISCOUNT_GROUPS.length).toBeLessThanOrEqual(6);
    expect(duplicates(DISCOUNT_GROUPS.map((g) => g.name))).toEqual([]);
    for (const g of DISCOUNT_GROUPS) {
      expect(Number.isInteger(g.percent), g.name).toBe(true);
      expect(g.percent, g.name).toBeGreaterThan(0);
      expect(g.percent, g.name).toBeLessThan(100);
    }
  });

  it('has four companies with unique names, some paying by contract', () => {
    expect(COMPANIES).toHaveLength(4);
    expect(duplicates(COMPANIES.map((c) => c.name))).toEqual([]);
    expect(COMPANIES.some((c) => c.paysByContract)).toBe(true);
    expect(COMPANIES.some((c) => !c.paysByContract)).toBe(true);
    // A company paying by contract says its terms, which its orders show at the desk.
    expect(COMPANIES.filter((c) => c.paysByContract && !c.contractText.trim())).toEqual([]);
  });
});

describe('badge colours', () => {
  const badges = [
    ...WASH_SERVICES.map((s) => ({ what: `wash service ${s.name}`, back: s.colorBack, font: s.colorFont })),
    ...TIRE_SERVICES.map((s) => ({ what: `tyre service ${s.name}`, back: s.colorBack, font: s.colorFont })),
    ...[...WASH_WORKERS, ...TIRE_WORKERS].map((w) => ({ what: `worker ${w.name}`, back: w.colorBack, font: w.colorFont })),
  ];

  it('are #RRGGBB hex colours', () => {
    for (const b of badges) {
      expect(b.back, b.what).toMatch(HEX_COLOUR);
      expect(b.font, b.what).toMatch(HEX_COLOUR);
    }
  });

  it('pair a light background with a dark font at WCAG AA contrast (≥ 4.5:1)', () => {
    for (const b of badges) {
      expect(relativeLuminance(b.back), b.what).toBeGreaterThan(relativeLuminance(b.font));
      expect(contrastRatio(b.back, b.font), b.what).toBeGreaterThanOrEqual(4.5);
    }
  });
});
