import { describe, expect, it } from 'vitest';
import { NEW_SERVICE_SORT } from '#contract/owner-prices';
import { errorsUnder, lettersOf as long, ownerForms } from '~/test/owner-forms';
import { webApiFixture } from '~/test/web-api';
import { accountsAction, accountsLoader } from '~/routes/_app.owner.accounts/accounts.server';
import { businessAction, businessLoader } from '~/routes/_app.owner.business/business.server';
import { catalogueAction, catalogueLoader } from '~/routes/_app.owner.catalogue/catalogue.server';
import { pricesAction, pricesLoader } from '~/routes/_app.owner.prices/prices.server';
import { tiresAction } from '~/routes/_app.owner.prices_.tires.$serviceId/tires.server';

/**
 * The owner's price list, catalogue, accounts and business forms, parsed by their actions
 * with the contract's schemas (docs/screens.md 'The limits come from the contract'): a value
 * past the contract's limit is refused under its field, in Russian, and nothing is written.
 */
const web = webApiFixture({ roles: ['owner'] });
const { post, page } = ownerForms(web);

describe('the price list forms', () => {
  it('hands the page the contract limits and a new service’s place', async () => {
    const loaded = await pricesLoader(await page('/owner/prices'));
    expect(loaded.limits.service.name).toMatchObject({ required: true, maxLength: 60 });
    expect(loaded.limits.service.sort).toMatchObject({ min: 0, max: 9999 });
    expect(loaded.limits.vehicleClass.name).toMatchObject({ required: true, maxLength: 40 });
    expect(loaded.newServiceSort).toBe(NEW_SERVICE_SORT);
  });

  it('refuses a class name too long, and renames nothing', async () => {
    const { result, calls } = await post(pricesAction, '/owner/prices', { intent: 'class-1', id: '1', name: long(41) });
    expect(errorsUnder(result)).toEqual({ name: ['Слишком длинно, максимальная длина: 40'] });
    expect(calls).not.toContain('owner/vehicle-class');
  });

  it('refuses a new service’s name too long and a place past 9999, and adds none', async () => {
    const before = (await pricesLoader(await page('/owner/prices'))).services.length;
    const form = { intent: 'service-new', kind: 'tire', name: long(61), sort: '10000', is_active: 'on' };
    const { result, calls } = await post(pricesAction, '/owner/prices', form);
    expect(errorsUnder(result)).toEqual({ name: ['Слишком длинно, максимальная длина: 60'], sort: ['Не больше 9\u202f999'] });
    expect(calls).not.toContain('owner/service');
    expect((await pricesLoader(await page('/owner/prices'))).services).toHaveLength(before);
  });

  it('refuses a row with its place emptied or its price past a million, and changes nothing', async () => {
    const list = await pricesLoader(await page('/owner/prices'));
    const wash = list.services.find((s) => s.kind === 'wash')!;
    const classId = list.classes[0]!.id;
    const form = {
      intent: `service-${wash.id}`,
      id: String(wash.id),
      kind: 'wash',
      name: wash.name,
      sort: '',
      class_ids: String(classId),
      [`price_${classId}`]: '1 000 001',
    };
    const { result, calls } = await post(pricesAction, '/owner/prices', form);
    expect(errorsUnder(result)).toEqual({ sort: ['Обязательное поле'], [`price_${classId}`]: ['Не больше 1\u202f000\u202f000'] });
    expect(calls).not.toContain('owner/service');
  });

  it('refuses a tyre price past a million, and saves no cell', async () => {
    for (const price of ['2000000', '9999999999999', '1'.repeat(400)]) {
      const form = { intent: 'grid', cells: '1_1', price_1_1: price };
      const { result, calls } = await post((a) => tiresAction(a, '1'), '/owner/prices/tires/1', form);
      // However many digits are typed, the answer is the limit, not «only digits».
      expect(errorsUnder(result), price).toEqual({ price_1_1: ['Не больше 1\u202f000\u202f000'] });
      expect(calls).not.toContain('owner/tire-prices/save');
    }
  });
});

describe('the catalogue form', () => {
  it('refuses a model’s names too long, and adds no model', async () => {
    const loaded = await catalogueLoader(await page('/owner/catalogue'));
    expect(loaded.limits.name).toMatchObject({ required: true, maxLength: 40 });
    expect(loaded.limits.name_ru).toMatchObject({ required: false, maxLength: 40 });
    const form = { intent: 'model-new', brand_id: String(loaded.brands[0]!.id), name: long(41), name_ru: long(41), class_id: '1' };
    const { result, calls } = await post(catalogueAction, '/owner/catalogue', form);
    expect(errorsUnder(result)).toEqual({
      name: ['Слишком длинно, максимальная длина: 40'],
      name_ru: ['Слишком длинно, максимальная длина: 40'],
    });
    expect(calls).not.toContain('owner/model');
  });
});

describe('the accounts form', () => {
  it('refuses a login and a name too long, and makes no account', async () => {
    const loaded = await accountsLoader(await page('/owner/accounts'));
    expect(loaded.limits.login).toMatchObject({ required: true, minLength: 3, maxLength: 40 });
    expect(loaded.limits.email).toMatchObject({ required: false, maxLength: 254 });
    const form = { intent: 'create', login: 'a'.repeat(41), name: long(51), role: 'cashier' };
    const { result, calls } = await post(accountsAction, '/owner/accounts', form);
    expect(errorsUnder(result)).toEqual({
      login: ['Слишком длинно, максимальная длина: 40'],
      name: ['Слишком длинно, максимальная длина: 50'],
    });
    expect(calls).not.toContain('owner/account');
    expect((await accountsLoader(await page('/owner/accounts'))).accounts).toHaveLength(loaded.accounts.length);
  });

  it('never sends a typed password back, whatever the form is called or however the field is spelled', async () => {
    const forms: Record<string, string>[] = [
      { intent: 'create', login: 'a'.repeat(41), name: 'Ольга', role: 'cashier', password: 'Typed-secret-1' },
      { intent: 'Create', login: 'olga', name: 'Ольга', role: 'cashier', Password: 'Typed-secret-1' },
      { intent: 'reset', id: 'x', login: 'olga', password: 'Typed-secret-1' },
      { intent: 'disable', id: '999999', new_password: 'Typed-secret-1' },
    ];
    for (const form of forms) {
      const { result } = await post(accountsAction, '/owner/accounts', form);
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain('Typed-secret-1');
    }
  });
});

describe('the business form', () => {
  it('refuses a name too long, and keeps the details', async () => {
    const loaded = await businessLoader(await page('/owner/business'));
    expect(loaded.limits.name).toMatchObject({ required: true, maxLength: 120 });
    const form = { intent: 'business', name: long(121), address: 'Москва, ул. Ленина, 1', phone: '+7 495 123-45-67', inn: '7707083893' };
    const { result, calls } = await post(businessAction, '/owner/business', form);
    expect(errorsUnder(result)).toEqual({ name: ['Слишком длинно, максимальная длина: 120'] });
    expect(calls).not.toContain('business/profile/save');
  });
});
