import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { businessDate } from '../domain/business-time';
import { approvedDiscount, cashDesk, freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/** A group's own «» inside the details' quotes, as Russian prints them: «ЖК „Событие“». */
const inner = (name: string) => name.replaceAll('«', '„').replaceAll('»', '“');

/**
 * Of the seven ways an order used to get stuck (decision 010), those of the discounts: a
 * manual discount, a discount group or a reset never raises the price by surprise.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master', 'owner'] });
const { post } = ctx;
const { order, twoLineOrder } = cashDesk(ctx);

describe('6. a discount never raises the price by surprise', () => {
  it("a manual discount below the one in force is refused before any SMS, naming it; a reset brings the order's own back", async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    const before = await order(id);
    expect(before).toMatchObject({ discount: 30, discount_reason: 'Первый раз' });
    const sent = (await ctx.api.database.db.select().from(smsOutbox)).length;
    const lower = await post('order/request-discount', { order_id: id, discount_amount: '10%' });
    expect(lower.status).toBe(409);
    expect(lower.body.details).toBe('Уже действует скидка 30% («Первый раз»): скидка 10% меньше и не применяется');
    expect((await ctx.api.database.db.select().from(smsOutbox)).length).toBe(sent);
    expect((await order(id)).pay_sum).toBe(before.pay_sum);

    expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 40)).body.details).toBe('Скидка подтверждена и применена');
    expect(await order(id)).toMatchObject({ discount: 40, discount_source: 'manual', discount_reason: 'Скидка кассира' });
    // Without the cashier's words the discount is named by its source, which every language says.
    const below = await post('order/request-discount', { order_id: id, discount_amount: '20%' });
    expect(below.body).toMatchObject({
      code: 'discount_lower_source',
      params: { percent: 40, requested: 20, source: 'manual' },
      details: 'Уже действует скидка 40% («Скидка кассира»): скидка 20% меньше и не применяется',
    });
    await post('order/update-discount', { order_id: id, comment: 'ЖК Символ' });
    expect((await order(id)).discount_reason).toBe('ЖК Символ');
    await post('order/update-discount', { order_id: id, discount: 0 });
    expect(await order(id)).toMatchObject({ discount: 30, discount_source: 'first', discount_reason: 'Первый раз' });
  });
});

describe('what the audit found: no side door to a price change', () => {
  it('a discount group lower than the discount in force joins the car but leaves the order its discount', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    const before = await order(id);
    const groups = (await ctx.api.call('GET', `order/get-groups-available?order_id=${id}`, { token: ctx.tokens.cashier })).body.data;
    const low = groups.find((g: { percent: number }) => g.percent < 30)!;
    const res = await post('car/add-to-group', { order_id: id, group_id: low.id });
    expect(res.status).toBe(200);
    expect(res.body.details).toBe(
      `Машина добавлена в группу «${inner(low.name)}». На этом заказе остаётся скидка 30% («Первый раз»): она больше`,
    );
    const after = await order(id);
    expect(after).toMatchObject({
      discount: 30,
      discount_source: 'first',
      pay_sum: before.pay_sum,
      car: { discount_group: { id: low.id } },
    });
  });

  it('a lower group after an approved manual discount leaves the discount in force, on a paid order its refund due too', async () => {
    const id = await twoLineOrder();
    const groupOf = async (percent: number) =>
      (
        (await ctx.api.call('GET', `order/get-groups-available?order_id=${id}`, { token: ctx.tokens.cashier })).body.data as Array<{
          id: number;
          name: string;
          percent: number;
        }>
      ).find((g) => g.percent === percent)!;
    expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 10)).status).toBe(200);
    const paid = await order(id);
    expect((await post('order/pay', { order_id: id, sum: paid.pay_sum, method: 'card' })).status).toBe(200);
    // A 15 % group beats the manual 10 %: 5 % of the order is due back.
    const high = await groupOf(15);
    expect((await post('car/add-to-group', { order_id: id, group_id: high.id })).body.details).toBe(
      `Машина добавлена в группу «${inner(high.name)}»`,
    );
    const better = await order(id);
    expect(better).toMatchObject({ discount: 15, discount_source: 'group' });
    expect(better.refund_due).toBeGreaterThan(0);
    // A 7 % group must not drop it back to the manual 10 %: the 15 % stays, and so does the money due back.
    const low = await groupOf(7);
    const res = await post('car/add-to-group', { order_id: id, group_id: low.id });
    expect(res.status).toBe(200);
    expect(res.body.details).toBe(
      `Машина добавлена в группу «${inner(low.name)}». На этом заказе остаётся скидка 15% («${inner(high.name)}»): она больше`,
    );
    expect(await order(id)).toMatchObject({
      discount: 15,
      discount_source: 'group',
      sum_final: better.sum_final,
      refund_due: better.refund_due,
      car: { discount_group: { id: low.id } },
    });
  });

  it("a group below an approved manual discount says the manual one stays, and is the order's own once it is reset", async () => {
    const id = await twoLineOrder();
    expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 10)).status).toBe(200);
    const before = await order(id);
    const groups = (await ctx.api.call('GET', `order/get-groups-available?order_id=${id}`, { token: ctx.tokens.cashier })).body
      .data as Array<{ id: number; name: string; percent: number }>;
    const low = groups.find((g) => g.percent === 7)!;
    const res = await post('car/add-to-group', { order_id: id, group_id: low.id });
    expect(res.body.details).toBe(
      `Машина добавлена в группу «${inner(low.name)}». На этом заказе остаётся скидка 10% («Скидка кассира»): она больше`,
    );
    expect(await order(id)).toMatchObject({ discount: 10, discount_source: 'manual', pay_sum: before.pay_sum });
    await post('order/update-discount', { order_id: id, discount: 0 });
    expect(await order(id)).toMatchObject({ discount: 7, discount_source: 'group', discount_reason: low.name });
  });

  it('«Сбросить скидку» while a higher group is in force is refused as the flag says, and the manual discount is kept', async () => {
    const id = await twoLineOrder();
    expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 10)).status).toBe(200);
    const groups = (await ctx.api.call('GET', `order/get-groups-available?order_id=${id}`, { token: ctx.tokens.cashier })).body
      .data as Array<{ id: number; percent: number }>;
    const higher = groups.filter((g) => g.percent > 10).sort((a, b) => b.percent - a.percent)[0]!;
    expect((await post('car/add-to-group', { order_id: id, group_id: higher.id })).status).toBe(200);
    expect(await order(id)).toMatchObject({ discount: higher.percent, discount_source: 'group', can_reset_discount: false });
    const res = await post('order/update-discount', { order_id: id, discount: 0 });
    expect([res.status, res.body.code]).toEqual([409, 'discount_nothing_to_reset']);
    expect(await order(id)).toMatchObject({ discount: higher.percent, discount_source: 'group' });
  });

  it('«Сбросить скидку» without a manual discount is refused, not a silent success', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    expect((await order(id)).can_reset_discount).toBe(false);
    const res = await post('order/update-discount', { order_id: id, discount: 0 });
    expect(res.status).toBe(409);
    expect(res.body.details).toBe('Ручной скидки на заказе нет, сбрасывать нечего');
  });
});

describe('the words of a discount', () => {
  it("the owner's report gives a manual discount the cashier's words as its reason, or its source in the reader's language", async () => {
    const plain = await twoLineOrder();
    const worded = await twoLineOrder();
    for (const id of [plain, worded]) {
      expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 20)).status).toBe(200);
      expect((await post('order/complete', { order_id: id }, 'master')).status).toBe(200);
    }
    expect((await post('order/update-discount', { order_id: worded, comment: 'Соседи по ЖК' })).status).toBe(200);
    const today = businessDate(new Date(), ctx.api.context.settings.TZ_BUSINESS);
    const report = (await ctx.get(`report/period?from=${today}&to=${today}`, 'owner')).body.data;
    const manual = report.discounts.filter((d: { source: string }) => d.source === 'manual');
    expect(manual).toHaveLength(2);
    expect(manual).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: null, orders: 1 }),
        expect.objectContaining({ reason: 'Соседи по ЖК', orders: 1 }),
      ]),
    );
  });
});
