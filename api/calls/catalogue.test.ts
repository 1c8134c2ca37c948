import { describe, expect, it } from 'vitest';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master'] });

const brands = async (search: string): Promise<string[]> =>
  (await ctx.get(`info/translit-brands?search=${encodeURIComponent(search)}`, 'master')).body.data.brands.map(
    (b: { title: string }) => b.title,
  );

const models = async (brandId: number, search: string): Promise<string[]> =>
  (await ctx.get(`info/translit-models?brand_id=${brandId}&search=${encodeURIComponent(search)}`, 'master')).body.data.models.map(
    (m: { name: string }) => m.name,
  );

describe('brand search ranking (docs/screens.md, the wizard)', () => {
  it('puts the brand an alias names first: vw, мерс, мерседес, бмв, бэха', async () => {
    expect((await brands('vw'))[0]).toBe('Volkswagen');
    expect((await brands('VW'))[0]).toBe('Volkswagen');
    expect((await brands('мерс'))[0]).toBe('Mercedes-Benz');
    expect((await brands('Мерседес'))[0]).toBe('Mercedes-Benz');
    expect((await brands('бмв'))[0]).toBe('BMW');
    expect((await brands('бэха'))[0]).toBe('BMW');
    expect((await brands('ваз'))[0]).toBe('Lada');
  });

  it('lists brands that begin with the text before those that merely sound alike', async () => {
    // Шевроле and Шкода begin with ш; Changan and Chery only sound so (ch → s).
    expect((await brands('ш')).slice(0, 2)).toEqual(['Chevrolet', 'Skoda']);
    expect((await brands('f')).slice(0, 3)).toEqual(['FAW', 'Fiat', 'Ford']);
    expect((await brands('рендж'))[0]).toBe('Land Rover');
    const vol = await brands('vol');
    expect(vol.slice(0, 2).sort()).toEqual(['Volkswagen', 'Volvo']);
    // Cyrillic typed for a Latin name still finds it, by its Russian name first.
    expect((await brands('тойо'))[0]).toBe('Toyota');
    expect((await brands('kia'))[0]).toBe('Kia');
  });

  it('ranks models the same way within a brand', async () => {
    const [toyota] = (await ctx.get('info/translit-brands?search=toyota', 'master')).body.data.brands;
    expect((await models(toyota.id, 'камри'))[0]).toBe('Camry');
    expect((await models(toyota.id, 'kamri'))[0]).toBe('Camry');
    const [kia] = (await ctx.get('info/translit-brands?search=kia', 'master')).body.data.brands;
    // Seltos begins with se; Cerato only sounds so.
    expect((await models(kia.id, 'se')).slice(0, 2)).toEqual(['Seltos', 'Cerato']);
    const lc = await models(toyota.id, 'land');
    expect(lc[0]).toMatch(/^Land Cruiser/);
    expect((await models(toyota.id, '')).length).toBeGreaterThan(5);
  });
});
