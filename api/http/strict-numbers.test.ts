import { describe, expect, it } from 'vitest';
import { addWash, createOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });

/**
 * Whole numbers at the API edge (docs/decisions/029-whole-numbers-by-where-they-come-from.md):
 * a JSON body takes an integer, a query string or a path decimal digits; nothing that
 * JavaScript's Number() or zod's coerce would also read as a number (true, ["1"], "0x10", "1e1").
 */
describe('whole numbers at the API edge', () => {
  it('takes an id in a JSON body as an integer only: a company is not renamed by {"id": true}', async () => {
    const company = await ctx.post('owner/company', { name: 'ООО «Строгость»', contract_text: '', pays_by_contract: false });
    expect(company.status).toBe(200);
    const id = company.body.data.id as number;
    for (const wrong of [true, [String(id)], [id], `0x${id.toString(16)}`, `${id}e0`, String(id), ` ${id}`, id + 0.5, null]) {
      const res = await ctx.post('owner/company', { id: wrong, name: 'ООО «Переименована»', contract_text: '', pays_by_contract: false });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.details).toMatch(/^id: /);
    }
    const names = (await ctx.get('owner/companies')).body.data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('ООО «Переименована»');
    // The integer itself is taken, as a JSON number may write it (1e1 is ten).
    expect(
      (await ctx.post('owner/company', { id, name: 'ООО «Строгость»', contract_text: 'Договор', pays_by_contract: false })).status,
    ).toBe(200);
  });

  it('takes a quantity and a percent in a JSON body as integers only', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [wash] = await washServices(ctx.api, ctx.tokens.master, orderId);
    for (const quantity of ['1e1', '0x2', '2', true, [2]]) {
      const res = await ctx.post(
        'new-order/update',
        { order_id: orderId, action: 'add', service_id: wash!.service_id, is_wash_service: true, quantity },
        'master',
      );
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body.details).toMatch(/^quantity: /);
    }
    expect((await addWash(ctx.api, ctx.tokens.master, orderId, wash!.service_id, 2)).status).toBe(200);
    for (const discount of ['0x10', '1e1', '10', true]) {
      const res = await ctx.post('order/update-discount', { order_id: orderId, discount, comment: 'Постоянный клиент' }, 'cashier');
      expect(res.status, JSON.stringify(discount)).toBe(400);
      expect(res.body.details).toMatch(/^discount: /);
    }
  });

  it('takes a number of a query string as decimal digits only', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    expect((await ctx.get(`order/get-groups-available?order_id=${orderId}`, 'cashier')).status).toBe(200);
    for (const wrong of [`0x${orderId.toString(16)}`, `${orderId}e0`, `${orderId}.0`, `%20${orderId}`, 'true']) {
      const res = await ctx.get(`order/get-groups-available?order_id=${wrong}`, 'cashier');
      expect(res.status, wrong).toBe(400);
      expect(res.body.details).toMatch(/^order_id: /);
    }
    expect((await ctx.get('order/list?page=2', 'cashier')).status).toBe(200);
    expect((await ctx.get('order/list?page=1e1', 'cashier')).status).toBe(400);
    expect((await ctx.get('order/list?page_size=0x10', 'cashier')).status).toBe(400);
    expect((await ctx.get('owner/audit?page=0x2')).status).toBe(400);
    expect((await ctx.get(`owner/audit?order_id=${orderId}e0`)).status).toBe(400);
  });

  it('finds no order at a path whose number is not decimal digits', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    expect((await ctx.get(`order/${orderId}`, 'cashier')).status).toBe(200);
    for (const wrong of [`0x${orderId.toString(16)}`, `${orderId}e0`, `${orderId}.0`])
      expect((await ctx.get(`order/${wrong}`, 'cashier')).status, wrong).toBe(404);
  });
});
