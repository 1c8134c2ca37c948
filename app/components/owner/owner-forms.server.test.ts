import { describe, expect, it } from 'vitest';
import { NEW_WORKER_COMMISSION_PERCENT, NEW_WORKER_SHARE_WEIGHT } from '#contract/owner-staff';
import { errorsUnder, lettersOf, ownerForms } from '~/test/owner-forms';
import { webApiFixture } from '~/test/web-api';
import { companiesAction, companiesLoader } from '~/routes/_app.owner.companies/companies.server';
import { discountsAction, discountsLoader } from '~/routes/_app.owner.discounts/discounts.server';
import { staffAction, staffLoader } from '~/routes/_app.owner.staff/staff.server';

/**
 * The owner's staff, discount and company forms, parsed by their actions with the contract's
 * schemas (docs/screens.md 'The limits come from the contract'): a value past the contract's
 * limit is refused under its field, in Russian, and nothing is sent to the API to write.
 */
const web = webApiFixture({ roles: ['owner'] });

const { post, page } = ownerForms(web);
const long = lettersOf;

describe('the staff form', () => {
  const worker = (fields: Record<string, string>) => ({
    intent: 'worker-new',
    name: 'Олег Мойщик',
    kind: 'wash',
    color_back: '#0d6efd',
    commission_percent: '30',
    share_weight: '1',
    is_active: 'on',
    ...fields,
  });

  it('hands the page the contract limits and a new worker’s percent and shares', async () => {
    const loaded = await staffLoader(await page('/owner/staff'));
    expect(loaded.limits.name).toMatchObject({ required: true, maxLength: 40 });
    expect(loaded.limits.commission_percent).toMatchObject({ min: 0, max: 100 });
    expect(loaded.limits.share_weight).toMatchObject({ min: 1, max: 10 });
    expect(loaded.newWorker).toEqual({ commission_percent: NEW_WORKER_COMMISSION_PERCENT, share_weight: NEW_WORKER_SHARE_WEIGHT });
  });

  it('refuses a name too long and a percent over 100 under their fields, and hires nobody', async () => {
    const before = (await staffLoader(await page('/owner/staff'))).workers.length;
    const { result, calls } = await post(staffAction, '/owner/staff', worker({ name: long(41), commission_percent: '101' }));
    expect(errorsUnder(result)).toEqual({
      name: ['Слишком длинно, максимальная длина: 40'],
      commission_percent: ['Не больше 100'],
    });
    expect(calls).not.toContain('owner/worker');
    expect((await staffLoader(await page('/owner/staff'))).workers).toHaveLength(before);
  });

  it('refuses shares outside 1 to 10, and takes a good row', async () => {
    const refused = await post(staffAction, '/owner/staff', worker({ share_weight: '11' }));
    expect(errorsUnder(refused.result)).toEqual({ share_weight: ['Не больше 10'] });
    const hired = await post(staffAction, '/owner/staff', worker({}));
    expect(hired.result).toMatchObject({ ok: true });
    expect(hired.calls).toContain('owner/worker');
  });
});

describe('the discount forms', () => {
  it('refuses a group’s name too long and a percent under 1, and adds no group', async () => {
    const form = { intent: 'group-new', name: long(41), percent: '0', is_active: 'on' };
    const { result, calls } = await post(discountsAction, '/owner/discounts', form);
    expect(errorsUnder(result)).toEqual({ name: ['Слишком длинно, максимальная длина: 40'], percent: ['Не меньше 1'] });
    expect(calls).not.toContain('owner/discount-group');
  });

  it('refuses a loyalty step past the contract’s bounds and a first-order percent over 100, and keeps the rules', async () => {
    const loaded = await discountsLoader(await page('/owner/discounts'));
    expect(loaded.steps).toBe(5);
    expect(loaded.limits.rules.orders_0).toMatchObject({ min: 1, max: 1000 });
    expect(loaded.limits.group.percent).toMatchObject({ min: 1, max: 100 });
    const form = { intent: 'rules', first_order_percent: '101', orders_0: '1001', percent_0: '101' };
    const { result, calls } = await post(discountsAction, '/owner/discounts', form);
    expect(errorsUnder(result)).toEqual({
      first_order_percent: ['Не больше 100'],
      orders_0: ['Не больше 1\u202f000'],
      percent_0: ['Не больше 100'],
    });
    expect(calls).not.toContain('owner/rules/save');
    expect((await discountsLoader(await page('/owner/discounts'))).rules).toEqual(loaded.rules);
  });
});

describe('the company forms', () => {
  it('hands the page the contract limits: a contract text may be empty', async () => {
    const loaded = await companiesLoader(await page('/owner/companies'));
    expect(loaded.limits.company.name).toMatchObject({ required: true, maxLength: 80 });
    expect(loaded.limits.company.contract_text).toMatchObject({ required: false, maxLength: 2000 });
    expect(loaded.limits.client.phone).toMatchObject({ maxLength: 30 });
  });

  it('refuses a name and a contract text too long, and adds no company', async () => {
    const form = { intent: 'company-new', name: long(81), contract_text: long(2001), pays_by_contract: 'on' };
    const { result, calls } = await post(companiesAction, '/owner/companies', form);
    expect(errorsUnder(result)).toEqual({
      name: ['Слишком длинно, максимальная длина: 80'],
      contract_text: ['Слишком длинно, максимальная длина: 2000'],
    });
    expect(calls).not.toContain('owner/company');
  });

  it('refuses a client’s phone too long, and attaches nobody', async () => {
    const form = { intent: 'client-1', company_id: '1', phone: '9'.repeat(31), attach: '1' };
    const { result, calls } = await post(companiesAction, '/owner/companies', form);
    expect(errorsUnder(result)).toEqual({ phone: ['Слишком длинно, максимальная длина: 30'] });
    expect(calls).not.toContain('owner/company/client');
  });
});
