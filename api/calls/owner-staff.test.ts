import { describe, expect, it } from 'vitest';
import { createOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });
const { post } = ctx;

describe('workers', () => {
  it('hires a worker who shows in the assignment list, and a deactivated one leaves it with their history kept', async () => {
    const hired = await post('owner/worker', {
      name: 'Пётр Новиков',
      kind: 'wash',
      color_back: '#1E88E5',
      is_active: true,
      commission_percent: 35,
    });
    expect(hired.status).toBe(200);
    const id = hired.body.data.id as number;
    const listed = (await ctx.get('workers-wash/get', 'master')).body.data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        worker_id: id,
        name: 'Пётр Новиков',
        color_back: '#1e88e5',
        color_font: '#000000',
      })
    );
    expect((await ctx.get('owner/workers')).body.data).toContainEqual(expect.objectContaining({ id, commission_percent: 35, is_active: true }));

    // A change that leaves a field out is refused, not read as «switched off»; a washer stays a washer.
    expect((await post('owner/worker', { id, name: 'Пётр Новиков', kind: 'wash', color_back: '#1E88E5', commission_percent: 35 })).status).toBe(400);
    expect((await post('owner/worker', { id, name: 'Пётр Новиков', kind: 'tire', color_back: '#1E88E5', is_active: true, commission_percent: 35 })).body.code).toBe('worker_kind_fixed');
    await post('owner/worker', { id, name: 'Пётр Новиков', kind: 'wash', color_back: '#1E88E5', is_active: false, commission_percent: 35 });
    expect((await ctx.get('workers-wash/get', 'master')).body.data.map((w: { worker_id: number }) => w.worker_id)).not.toContain(id);
    expect((await ctx.get('owner/workers')).body.data).toContainEqual(expect.objectContaining({ id, is_active: false }));
  });

  it('refuses a second worker of the same name on one bay, whatever the letters\' case; the other bay may have it', async () => {
    const worker = (name: string, kind: 'wash' | 'tire', id?: number) => post('owner/worker', { ...(id ? { id } : {}), name, kind, color_back: '#1E88E5', is_active: true, commission_percent: 20 });
    const first = await worker('Олег Сомов', 'wash');
    expect(first.status).toBe(200);
    const again = await worker('олег  СОМОВ', 'wash');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'worker_name_taken', details: 'Работник «олег СОМОВ» на этом участке уже есть: добавьте к имени первую букву фамилии или номер, чтобы их различать' });
    // The same person fitting tyres too; a change of case of one's own name; a rename onto another's is refused.
    expect((await worker('Олег Сомов', 'tire')).status).toBe(200);
    expect((await worker('ОЛЕГ СОМОВ', 'wash', first.body.data.id)).status).toBe(200);
    const other = await worker('Олег Сомов-младший', 'wash');
    expect((await worker('Олег сомов', 'wash', other.body.data.id)).body.code).toBe('worker_name_taken');
    const names = (await ctx.get('owner/workers')).body.data.filter((w: { name: string }) => /^олег сомов$/i.test(w.name)).map((w: { name: string; kind: string }) => `${w.kind} ${w.name}`);
    expect(names.sort()).toEqual(['tire Олег Сомов', 'wash ОЛЕГ СОМОВ']);
    // What is wrong first: no such worker, or a change of bay, before a taken name.
    expect((await worker('Олег Сомов', 'wash', 999_999)).body.code).toBe('worker_not_found');
    expect((await worker('Олег Сомов', 'tire', other.body.data.id)).body.code).toBe('worker_kind_fixed');
    // Two saves of one new name at once: one is taken, the other refused (a race on PostgreSQL).
    const both = await Promise.all([worker('Пётр Ким', 'wash'), worker('пётр ким', 'wash')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a bad colour, percent or name field by field', async () => {
    const res = await post('owner/worker', {
      name: ' ',
      kind: 'wash',
      color_back: 'red',
      is_active: true,
      commission_percent: 101,
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toMatch(/name/);
    expect(res.body.details).toMatch(/color_back/);
    expect(res.body.details).toMatch(/commission_percent/);
    expect(
      (
        await post('owner/worker', {
          id: 999999,
          name: 'Кто-то',
          kind: 'wash',
          color_back: '#000000',
          is_active: true,
          commission_percent: 1,
        })
      ).body.code
    ).toBe('worker_not_found');
  });
});

describe('discount groups', () => {
  it('creates a group the desk can add a car to; a switched-off group takes no more cars', async () => {
    const created = await post('owner/discount-group', {
      name: 'Таксопарк «Север»',
      percent: 12,
      is_active: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(
      (
        await post('owner/discount-group', {
          name: 'таксопарк «север»',
          percent: 5,
          is_active: true,
        })
      ).body.code
    ).toBe('group_name_taken');

    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    expect((await ctx.get(`order/get-groups-available?order_id=${orderId}`, 'cashier')).body.data).toContainEqual({ id, name: 'Таксопарк «Север»', percent: 12 });
    expect((await post('car/add-to-group', { order_id: orderId, group_id: id }, 'cashier')).status).toBe(200);
    expect((await ctx.get('owner/discount-groups')).body.data).toContainEqual(expect.objectContaining({ id, cars: 1 }));

    await post('owner/discount-group', {
      id,
      name: 'Таксопарк «Север»',
      percent: 12,
      is_active: false,
    });
    const other = await createOrder(ctx.api, ctx.tokens.master);
    expect((await ctx.get(`order/get-groups-available?order_id=${other.orderId}`, 'cashier')).body.data.map((g: { id: number }) => g.id)).not.toContain(id);
    const refused = await post('car/add-to-group', { order_id: other.orderId, group_id: id }, 'cashier');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('group_inactive');
  });

  it('refuses a percent out of 1 to 100', async () => {
    for (const percent of [0, 101, 'много'])
      expect(
        (
          await post('owner/discount-group', {
            name: 'Группа',
            percent,
            is_active: true,
          })
        ).status
      ).toBe(400);
  });
});

describe('contract companies', () => {
  it('creates a company and attaches a client by phone; their next order is by contract, the orders already taken keep their terms', async () => {
    const phone = '+7 (916) 555-12-34';
    const taken = await createOrder(ctx.api, ctx.tokens.master, { phone });
    const created = await post('owner/company', { name: 'ООО «Ромашка»', contract_text: 'Договор №12 от 01.11.2026', pays_by_contract: true });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await post('owner/company', { name: 'ооо «ромашка»', contract_text: '', pays_by_contract: false })).body.code).toBe('company_name_taken');
    // A look-alike with other spaces (no-break, narrow, ideographic) is the same name.
    for (const space of ['\u00a0', '\u202f', '\u3000 ']) {
      expect((await post('owner/company', { name: `ООО${space}«Ромашка»`, contract_text: '', pays_by_contract: false })).body.code).toBe('company_name_taken');
    }
    // Nor do invisible letters and marks make another name, nor a letter in another Unicode form.
    for (const invisible of ['\u3164', '\uffa0', '\u115f', '\u034f', '\ufe0f', '\u{e0100}', '\u17b4']) {
      const res = await post('owner/company', { name: `ООО «Ромашка»${invisible}`, contract_text: '', pays_by_contract: false });
      expect(res.status, invisible.codePointAt(0)!.toString(16)).toBe(400);
      expect((await post('owner/company', { name: invisible, contract_text: '', pays_by_contract: false })).status).toBe(400);
    }
    expect((await post('owner/company', { name: 'ООО «Хвойный»', contract_text: '', pays_by_contract: false })).status).toBe(200);
    expect((await post('owner/company', { name: 'ООО «Хвои\u0306ный»', contract_text: '', pays_by_contract: false })).body.code).toBe('company_name_taken');

    expect((await post('owner/company/client', { company_id: id, phone: '89165551234', attach: true })).status).toBe(200);
    const listed = (await ctx.get('owner/companies')).body.data.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ contract_text: 'Договор №12 от 01.11.2026', pays_by_contract: true, clients: [expect.objectContaining({ phone: '+79165551234' })] });

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
    const companies = await Promise.all(['ООО «Вектор»', 'ооо «вектор»', 'ООО «ВЕКТОР»'].map((name) => post('owner/company', { name, contract_text: '', pays_by_contract: true })));
    expect(companies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(companies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['company_name_taken', 'company_name_taken']);
    const groups = await Promise.all(['ЖК «Сосны»', 'жк «сосны»', 'ЖК «СОСНЫ»'].map((name) => post('owner/discount-group', { name, percent: 7, is_active: true })));
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
    const saved = await post('owner/rules/save', { loyalty: [{ orders: 2, percent: 7 }, { orders: 8, percent: 12 }], first_order_percent: 20 });
    expect(saved.status).toBe(200);
    expect((await ctx.get('owner/rules')).body.data).toEqual({ loyalty: [{ orders: 2, percent: 7 }, { orders: 8, percent: 12 }], first_order_percent: 20 });

    const after = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79160003344' });
    expect((await ctx.get(`order/${after.orderId}`, 'master')).body.data).toMatchObject({ is_first_order: true, discount: 20 });
    // The order taken before keeps the 30 % it was taken with.
    expect((await ctx.get(`order/${before.orderId}`, 'master')).body.data).toMatchObject({ is_first_order: true, discount: 30 });

    const twice = await post('owner/rules/save', { loyalty: [{ orders: 2, percent: 7 }, { orders: 2, percent: 9 }], first_order_percent: 20 });
    expect(twice.status).toBe(400);
    expect((await post('owner/rules/save', { loyalty: [], first_order_percent: 101 })).status).toBe(400);
    const log = (await ctx.get('owner/audit?kind=settings')).body.data.entries;
    expect(log[0]).toMatchObject({ action: 'rules.changed', after: { first_order_percent: 20 } });
  });

  it('refuses a higher step whose percent is not higher, naming both steps, and keeps the rules', async () => {
    const kept = (await ctx.get('owner/rules')).body.data;
    // Sent in any order: the steps are compared by their number of orders.
    const lower = await post('owner/rules/save', { loyalty: [{ orders: 10, percent: 8 }, { orders: 4, percent: 10 }], first_order_percent: 30 });
    expect(lower.status).toBe(400);
    expect(lower.body).toMatchObject({
      code: 'loyalty_step_not_higher',
      params: { orders: 10, percent: 8, lower_orders: 4, lower_percent: 10 },
      details: 'От 10 заказов скидка 8% — не больше, чем от 4 заказов (10%): чем больше заказов, тем выше должен быть процент',
    });
    const equal = await post('owner/rules/save', { loyalty: [{ orders: 3, percent: 5 }, { orders: 6, percent: 5 }], first_order_percent: 30 });
    expect(equal.body).toMatchObject({ code: 'loyalty_step_not_higher', params: { orders: 6, percent: 5, lower_orders: 3, lower_percent: 5 } });
    expect((await ctx.get('owner/rules')).body.data).toEqual(kept);
    expect((await post('owner/rules/save', { loyalty: [{ orders: 3, percent: 5 }, { orders: 6, percent: 6 }], first_order_percent: 30 })).status).toBe(200);
  });
});
