import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, companies } from '../db/schema';
import { businessMonth } from '../domain/business-time';
import { cashDesk, freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Contract clients (docs/decisions/027-contract-orders-on-the-company-terms.md): an order of
 * a client attached to a company that pays by contract is billed on the company's terms only,
 * read when the client is set and kept on the order, with the words that say why the desk
 * takes nothing.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master', 'owner'] });
const { post } = ctx;
const { order, twoLineOrder } = cashDesk(ctx);

/** The id and name of the first shipped company that pays by contract, or of one that does not. */
async function company(paysByContract: boolean) {
  const [row] = await ctx.api.database.db.select().from(companies).where(eq(companies.paysByContract, paysByContract)).limit(1);
  return row!;
}

const attach = async (phone: string, companyId: number, yes = true) => {
  const answer = await post('owner/company/client', { company_id: companyId, phone, attach: yes }, 'owner');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** This month's loyalty percent, as the first order of the month would have worked it out. */
async function giveLoyalty(phone: string, percent: number) {
  const month = businessMonth(new Date(), ctx.api.context.settings.TZ_BUSINESS);
  await ctx.api.database.db.update(clients).set({ loyaltyDiscount: percent, loyaltyMonth: month }).where(eq(clients.phone, phone));
}

describe("a contract client gets the company's terms only", () => {
  it("no «Первый раз» on a contract client's first order; a company that does not pay by contract leaves it", async () => {
    const contract = freshPhone();
    await attach(contract, (await company(true)).id);
    const id = await twoLineOrder({ phone: contract });
    expect(await order(id)).toMatchObject({
      is_pay_by_contract: true,
      is_first_order: false,
      discount: 0,
      discount_source: 'none',
      discount_sum: 0,
    });

    const legal = freshPhone();
    await attach(legal, (await company(false)).id);
    const desk = await twoLineOrder({ phone: legal });
    expect(await order(desk)).toMatchObject({ is_pay_by_contract: false, is_legal_client: true, is_first_order: true, discount: 30 });
  });

  it('no loyalty discount on a contract order, while the same loyalty gives it to a private client', async () => {
    const regular = freshPhone();
    await twoLineOrder({ phone: regular }).then((id) => post('order/cancel', { order_id: id }, 'master'));
    await giveLoyalty(regular, 10);
    const privately = await twoLineOrder({ phone: regular });
    expect(await order(privately)).toMatchObject({ discount: 10, discount_source: 'loyalty' });
    await post('order/cancel', { order_id: privately }, 'master');

    const plate = (await order(privately)).car.plate_number;
    expect((await post('new-order/check-plate', { plate_number: plate }, 'master')).body.data.loyalty_discount).toBe(10);
    await attach(regular, (await company(true)).id);
    // Step 2 of the wizard shows no loyalty badge the order would not get.
    expect((await post('new-order/check-plate', { plate_number: plate }, 'master')).body.data.loyalty_discount).toBe(0);
    const id = await twoLineOrder({ phone: regular });
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, discount: 0, discount_source: 'none' });
  });

  it('a phone change to a contract client takes the same terms: the first-order discount goes', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    expect((await order(id)).discount).toBe(30);
    const contract = freshPhone();
    await attach(contract, (await company(true)).id);
    await post('order/update-phone', { order_id: id, phone: contract }, 'master');
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, is_first_order: false, discount: 0 });
  });
});

describe('detaching a client from the company changes nothing on the orders already taken', () => {
  it('the open order stays billed to the company and keeps saying why the desk takes nothing, on its page and in the lists', async () => {
    const phone = freshPhone();
    const { id: companyId, name } = await company(true);
    await attach(phone, companyId);
    const id = await twoLineOrder({ phone });
    await attach(phone, companyId, false);

    const kept = await order(id);
    expect(kept).toMatchObject({
      is_pay_by_contract: true,
      is_legal_client: true,
      contract_company: name,
      contract_text: `Обслуживание по договору для ${name}`,
      pay_sum: 0,
      can_pay: false,
      client: { phone, company: null },
    });
    const rows = (await ctx.get(`order/list?status=all&page_size=50&search_string=${encodeURIComponent(kept.car.plate_number)}`, 'master'))
      .body.data.orders;
    expect(rows.find((r: { id: number }) => r.id === id)).toMatchObject({ is_pay_by_contract: true, contract_company: name });

    // The client's next order is their own again: paid at the desk, no contract words.
    await post('order/complete', { order_id: id }, 'master');
    const next = await twoLineOrder({ phone });
    expect(await order(next)).toMatchObject({
      is_pay_by_contract: false,
      is_legal_client: false,
      contract_company: null,
      contract_text: null,
    });
    const nextRow = (await ctx.get('order/list?status=in_progress&page_size=50', 'master')).body.data.orders.find(
      (r: { id: number }) => r.id === next,
    );
    expect(nextRow).toMatchObject({ is_pay_by_contract: false, contract_company: null });
  });
});

describe('the phone of a paid order', () => {
  it('says its rule before the master types: a paid-up order takes a new phone only when its price does not rise', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    expect(await order(id)).toMatchObject({ can_edit_phone: true, phone_rule: null });
    await post('order/pay', { order_id: id, sum: (await order(id)).pay_sum, method: 'card' });
    expect(await order(id)).toMatchObject({ can_edit_phone: true, phone_rule: 'no_price_rise' });
    await post('order/complete', { order_id: id }, 'master');
    expect(await order(id)).toMatchObject({ can_edit_phone: false, phone_rule: null });
  });
});
