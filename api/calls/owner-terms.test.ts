import { describe, expect, it } from 'vitest';
import { createOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/** The terms the owner sets for clients: contract companies, the loyalty steps, the first-order discount. */
const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });
const { post } = ctx;

describe('contract companies', () => {
  it('creates a company, attaches a client by phone; their next order is by contract, orders taken keep their terms', async () => {
    const phone = '+7 (916) 555-12-34';
    const taken = await createOrder(ctx.api, ctx.tokens.master, { phone });
    const created = await post('owner/company', {
      name: 'ООО «Ромашка»',
      contract_text: 'Договор №12 от 01.11.2026',
      pays_by_contract: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await post('owner/company', { name: 'ооо «ромашка»', contract_text: '', pays_by_contract: false })).body.code).toBe(
      'company_name_taken',
    );
    // A look-alike with other spaces (no-break, narrow, ideographic) is the same name.
    for (const space of ['\u00a0', '\u202f', '\u3000 ']) {
      expect((await post('owner/company', { name: `ООО${space}«Ромашка»`, contract_text: '', pays_by_contract: false })).body.code).toBe(
        'company_name_taken',
      );
    }
    // Nor do invisible letters and marks make another name, nor a letter in another Unicode form.
    for (const invisible of ['\u3164', '\uffa0', '\u115f', '\u034f', '\ufe0f', '\u{e0100}', '\u17b4']) {
      const res = await post('owner/company', { name: `ООО «Ромашка»${invisible}`, contract_text: '', pays_by_contract: false });
      expect(res.status, invisible.codePointAt(0)!.toString(16)).toBe(400);
      expect((await post('owner/company', { name: invisible, contract_text: '', pays_by_contract: false })).status).toBe(400);
    }
    expect((await post('owner/company', { name: 'ООО «Хвойный»', contract_text: '', pays_by_contract: false })).status).toBe(200);
    expect((await post('owner/company', { name: 'ООО «Хвои\u0306ный»', contract_text: '', pays_by_contract: false })).body.code).toBe(
      'company_name_taken',
    );

    expect((await post('owner/company/client', { company_id: id, phone: '89165551234', attach: true })).status).toBe(200);
    const listed = (await ctx.get('owner/companies')).body.data.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({
      contract_text: 'Договор №12 от 01.11.2026',
      pays_by_contract: true,
      clients: [expect.objectContaining({ phone: '+79165551234' })],
    });

    // The order taken before keeps its terms: the desk still takes money for it.
    expect((await ctx.get(`order/${taken.orderId}`, 'master')).body.data.is_pay_by_contract).toBe(false);
    await post('order/cancel', { order_id: taken.orderId }, 'master');
    const next = await createOrder(ctx.api, ctx.tokens.master, { phone });
    expect((await ctx.get(`order/${next.orderId}`, 'master')).body.data).toMatchObject({
      is_legal_client: true,
      is_pay_by_contract: true,
      contract_text: 'Обслуживание по договору для ООО «Ромашка»',
    });

    expect((await post('owner/company/client', { company_id: id, phone, attach: false })).status).toBe(200);
    expect((await post('owner/company/client', { company_id: id, phone, attach: false })).body.code).toBe('client_not_in_company');
    expect((await post('owner/company/client', { company_id: id, phone: '12', attach: true })).body.code).toBe('phone_invalid');
  });
});

describe('names under two saves at once', () => {
  it('gives a company name and a group name to one save only, whatever the case: the other is refused, never a 500', async () => {
    const companies = await Promise.all(
      ['ООО «Вектор»', 'ооо «вектор»', 'ООО «ВЕКТОР»'].map((name) =>
        post('owner/company', { name, contract_text: '', pays_by_contract: true }),
      ),
    );
    expect(companies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(companies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['company_name_taken', 'company_name_taken']);
    const groups = await Promise.all(
      ['ЖК «Сосны»', 'жк «сосны»', 'ЖК «СОСНЫ»'].map((name) => post('owner/discount-group', { name, percent: 7, is_active: true })),
    );
    expect(groups.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(groups.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['group_name_taken', 'group_name_taken']);
    const saved = (await ctx.get('owner/companies')).body.data.filter((c: { name: string }) => c.name.toLowerCase() === 'ооо «вектор»');
    expect(saved).toHaveLength(1);
  });
});

describe('the loyalty steps and the first-order discount', () => {
  it('reads the shipped rules, saves new ones for the next orders, and refuses a step given twice', async () => {
    expect((await ctx.get('owner/rules')).body.data).toEqual({
      loyalty: [
        { orders: 3, percent: 5 },
        { orders: 5, percent: 10 },
        { orders: 10, percent: 15 },
      ],
      first_order_percent: 30,
    });
    const before = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79160001122' });
    const saved = await post('owner/rules/save', {
      loyalty: [
        { orders: 2, percent: 7 },
        { orders: 8, percent: 12 },
      ],
      first_order_percent: 20,
    });
    expect(saved.status).toBe(200);
    expect((await ctx.get('owner/rules')).body.data).toEqual({
      loyalty: [
        { orders: 2, percent: 7 },
        { orders: 8, percent: 12 },
      ],
      first_order_percent: 20,
    });

    const after = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79160003344' });
    expect((await ctx.get(`order/${after.orderId}`, 'master')).body.data).toMatchObject({ is_first_order: true, discount: 20 });
    // The order taken before keeps the 30 % it was taken with.
    expect((await ctx.get(`order/${before.orderId}`, 'master')).body.data).toMatchObject({ is_first_order: true, discount: 30 });

    const twice = await post('owner/rules/save', {
      loyalty: [
        { orders: 2, percent: 7 },
        { orders: 2, percent: 9 },
      ],
      first_order_percent: 20,
    });
    expect(twice.status).toBe(400);
    expect((await post('owner/rules/save', { loyalty: [], first_order_percent: 101 })).status).toBe(400);
    const log = (await ctx.get('owner/audit?kind=settings')).body.data.entries;
    expect(log[0]).toMatchObject({ action: 'rules.changed', after: { first_order_percent: 20 } });
  });

  it('refuses a higher step whose percent is not higher, naming both steps, and keeps the rules', async () => {
    const kept = (await ctx.get('owner/rules')).body.data;
    // Sent in any order: the steps are compared by their number of orders.
    const lower = await post('owner/rules/save', {
      loyalty: [
        { orders: 10, percent: 8 },
        { orders: 4, percent: 10 },
      ],
      first_order_percent: 30,
    });
    expect(lower.status).toBe(400);
    expect(lower.body).toMatchObject({
      code: 'loyalty_step_not_higher',
      params: { orders: 10, percent: 8, lower_orders: 4, lower_percent: 10 },
      details: 'От 10 заказов скидка 8% — не больше, чем от 4 заказов (10%): чем больше заказов, тем выше должен быть процент',
    });
    const equal = await post('owner/rules/save', {
      loyalty: [
        { orders: 3, percent: 5 },
        { orders: 6, percent: 5 },
      ],
      first_order_percent: 30,
    });
    expect(equal.body).toMatchObject({
      code: 'loyalty_step_not_higher',
      params: { orders: 6, percent: 5, lower_orders: 3, lower_percent: 5 },
    });
    expect((await ctx.get('owner/rules')).body.data).toEqual(kept);
    expect(
      (
        await post('owner/rules/save', {
          loyalty: [
            { orders: 3, percent: 5 },
            { orders: 6, percent: 6 },
          ],
          first_order_percent: 30,
        })
      ).status,
    ).toBe(200);
  });
});
