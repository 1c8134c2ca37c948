import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payments } from '../db/schema';
import { formatRoubles, toKopecks } from '../domain/money';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/** Cash shifts: a cashier's drawer from the float to the count, and money that needs an open shift. */
const ctx = testApiFixture({ roles: ['master', 'owner'] });
const { post, get } = ctx;

/** A cashier of the test's own, signed in with no shift open. */
const freshCashier = () => ctx.api.signInAs('cashier', undefined, { shift: false });
const as = (token: string) => ({
  post: (path: string, body: unknown) => ctx.api.call('POST', path, { token, body }),
  get: (path: string) => ctx.api.call('GET', path, { token }),
});

async function dueOrder(cashier: string) {
  const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
  return { orderId, due: (await getOrder(ctx.api, cashier, orderId)).pay_sum as number };
}

describe('a cash shift', () => {
  it('refuses money without an open shift, then counts float, cash, card, refunds and moves into the expected cash', async () => {
    const cashier = as(await freshCashier());
    const { orderId, due } = await dueOrder(ctx.tokens.owner);
    expect((await cashier.get('shift/current')).body.data).toBeNull();
    const refused = await cashier.post('order/pay', { order_id: orderId, sum: due, method: 'cash' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'shift_not_open',
      details: 'Смена не открыта: откройте смену, чтобы принимать и возвращать деньги',
    });
    expect(await ctx.api.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);

    const opened = await cashier.post('shift/open', { opening_float: '5000' });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      details: 'Смена открыта',
      data: { is_open: true, opening_float: 5000, expected_cash: 5000, methods: [] },
    });
    const shiftId = opened.body.data.id as number;
    expect((await cashier.post('shift/open', { opening_float: 0 })).body.code).toBe('shift_already_open');

    // Cash 300 (over by 300 on purpose, to refund it), then the rest by card.
    expect((await cashier.post('order/pay', { order_id: orderId, sum: 300, method: 'cash' })).status).toBe(200);
    expect((await cashier.post('order/pay', { order_id: orderId, sum: due - 300, method: 'card' })).status).toBe(200);
    expect(
      (await getOrder(ctx.api, ctx.tokens.owner, orderId)).pay_transactions.map(
        (p: { can_switch_method: boolean; method_locked: string | null }) => [p.can_switch_method, p.method_locked],
      ),
    ).toEqual([
      [true, null],
      [true, null],
    ]);
    const other = await dueOrder(ctx.tokens.owner);
    expect(
      (await cashier.post('order/pay', { order_id: other.orderId, sum: other.due, method: 'fuel', fuel_card_name: 'yandex' })).status,
    ).toBe(200);
    // The car joins a discount group after the payment: money is due back, in cash.
    const groups = (await cashier.get(`order/get-groups-available?order_id=${orderId}`)).body.data;
    const group = groups.find((g: { percent: number }) => g.percent >= 5);
    expect((await cashier.post('car/add-to-group', { order_id: orderId, group_id: group.id })).status).toBe(200);
    const refundDue = (await getOrder(ctx.api, ctx.tokens.owner, orderId)).refund_due as number;
    expect(refundDue).toBeGreaterThan(0);
    expect((await cashier.post('order/refund', { order_id: orderId, sum: refundDue, method: 'cash' })).status).toBe(200);

    expect((await cashier.post('shift/cash-move', { kind: 'in', sum: '1000,50', reason: 'Размен из сейфа' })).body.details).toBe(
      'Внесение записано',
    );
    const tooMuch = await cashier.post('shift/cash-move', { kind: 'out', sum: 1_000_000, reason: 'Инкассация' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('cash_out_too_big');
    const out = await cashier.post('shift/cash-move', { kind: 'out', sum: 2000, reason: 'Инкассация' });
    expect(out.status).toBe(200);

    const expected = 5000 + 300 - refundDue + 1000.5 - 2000;
    const x = (await cashier.get(`shift/report?shift_id=${shiftId}`)).body.data;
    expect(x).toMatchObject({
      is_open: true,
      cash_paid: 300,
      cash_refunded: refundDue,
      cash_in: 1000.5,
      cash_out: 2000,
      counted_cash: null,
      difference: null,
    });
    expect(x.expected_cash).toBeCloseTo(expected, 2);
    expect(
      x.methods.map(
        (m: { method: string; fuel_card_name: string | null }) => `${m.method}${m.fuel_card_name ? `:${m.fuel_card_name}` : ''}`,
      ),
    ).toEqual(['card', 'cash', 'fuel:yandex']);
    expect(x.methods.find((m: { method: string }) => m.method === 'card').paid).toBeCloseTo(due - 300, 2);
    expect(x.moves.map((m: { kind: string; reason: string }) => [m.kind, m.reason])).toEqual([
      ['in', 'Размен из сейфа'],
      ['out', 'Инкассация'],
    ]);

    // Asked to close only if it matches, a count 100 ₽ short or 50 ₽ over is said back with its gap and the shift stays open.
    const short = await cashier.post('shift/close', {
      shift_id: shiftId,
      counted_cash: (expected - 100).toFixed(2),
      expected_difference: 0,
    });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'shift_cash_short', params: { difference: -100 } });
    expect(short.body.details).toMatch(/^Не хватает 100\s₽: в кассе должно быть [\d\s,]+\s₽\. Пересчитайте/);
    const over = await cashier.post('shift/close', { shift_id: shiftId, counted_cash: (expected + 50).toFixed(2), expected_difference: 0 });
    expect(over.body).toMatchObject({ code: 'shift_cash_over', params: { difference: 50 } });
    expect(over.body.details).toMatch(/^Излишек 50\s₽/);
    // A gap other than the one confirmed is said back again.
    expect(
      (await cashier.post('shift/close', { shift_id: shiftId, counted_cash: (expected - 100).toFixed(2), expected_difference: -50 })).body
        .code,
    ).toBe('shift_cash_short');
    expect((await cashier.get(`shift/report?shift_id=${shiftId}`)).body.data).toMatchObject({ is_open: true, counted_cash: null });
    for (const bad of ['yes', 0.001, 1e9]) {
      expect(
        (await cashier.post('shift/close', { shift_id: shiftId, counted_cash: expected, expected_difference: bad })).status,
        String(bad),
      ).toBe(400);
    }

    // Confirmed as it was seen, the shift closes with the difference.
    const closed = await cashier.post('shift/close', {
      shift_id: shiftId,
      counted_cash: (expected - 100).toFixed(2),
      expected_difference: -100,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ details: 'Смена закрыта', data: { is_open: false, difference: -100 } });
    expect(closed.body.data.expected_cash).toBeCloseTo(expected, 2);
    expect((await cashier.get('shift/mine')).body.data).toEqual([
      expect.objectContaining({ id: shiftId, difference: -100, counted_cash: Number((expected - 100).toFixed(2)) }),
    ]);
    const twice = await cashier.post('shift/close', { shift_id: shiftId, counted_cash: expected });
    expect(twice.status).toBe(409);
    expect(twice.body.details).toBe(`Смена №${shiftId} уже закрыта`);

    // After the close no money moves, and the closed shift's payments keep their method.
    const third = await dueOrder(ctx.tokens.owner);
    expect((await cashier.post('order/pay', { order_id: third.orderId, sum: third.due, method: 'cash' })).body.code).toBe('shift_not_open');
    const [cash] = await ctx.api.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const switched = await cashier.post(`order/payment/switch-method?payment_id=${cash!.id}&method=card`, undefined);
    expect(switched.status).toBe(409);
    expect(switched.body.code).toBe('shift_closed_payment');
    // The order's page no longer offers the switch, and says why: the API says so with the payment.
    const locks = (await getOrder(ctx.api, ctx.tokens.owner, orderId)).pay_transactions.map(
      (p: { can_switch_method: boolean; method_locked: string | null }) => [p.can_switch_method, p.method_locked],
    );
    expect(locks).toEqual([
      [false, 'shift_closed_payment'],
      [false, 'shift_closed_payment'],
      [false, 'shift_closed_payment'],
    ]);
    const audit = await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, shiftId));
    expect(audit.filter((a) => a.entity === 'shift').map((a) => a.action)).toEqual([
      'shift.opened',
      'shift.cash_in',
      'shift.cash_out',
      'shift.closed',
    ]);
  });

  it('never lets the drawer go below nothing: a cash refund or a switch from cash needs the cash to be there', async () => {
    const cashier = as(await freshCashier());
    await cashier.post('shift/open', { opening_float: 0 });
    const { orderId, due } = await dueOrder(ctx.tokens.owner);
    expect((await cashier.post('order/pay', { order_id: orderId, sum: due, method: 'card' })).status).toBe(200);
    const group = (await cashier.get(`order/get-groups-available?order_id=${orderId}`)).body.data.find(
      (g: { percent: number }) => g.percent >= 5,
    );
    await cashier.post('car/add-to-group', { order_id: orderId, group_id: group.id });
    const back = (await getOrder(ctx.api, ctx.tokens.owner, orderId)).refund_due as number;
    const cash = await cashier.post('order/refund', { order_id: orderId, sum: back, method: 'cash' });
    expect(cash.status).toBe(409);
    expect(cash.body).toMatchObject({
      code: 'cash_refund_too_big',
      details:
        'В кассе должно быть только 0\u00a0₽: столько наличными не выдать — внесите размен или, если клиент платил картой, верните на неё',
    });
    expect((await cashier.post('order/refund', { order_id: orderId, sum: back, method: 'card' })).status).toBe(200);

    const other = await dueOrder(ctx.tokens.owner);
    expect((await cashier.post('order/pay', { order_id: other.orderId, sum: other.due, method: 'cash' })).status).toBe(200);
    expect((await cashier.post('shift/cash-move', { kind: 'out', sum: other.due, reason: 'Инкассация' })).status).toBe(200);
    const [payment] = await ctx.api.database.db.select().from(payments).where(eq(payments.orderId, other.orderId));
    const switched = await cashier.post(`order/payment/switch-method?payment_id=${payment!.id}&method=card`, undefined);
    expect(switched.status).toBe(409);
    expect(switched.body).toMatchObject({
      code: 'switch_cash_short',
      details:
        `В кассе должно быть только 0\u00a0₽: способ не сменить, с наличных ушло бы ` +
        `${formatRoubles(toKopecks(other.due))} — сначала внесите размен`,
    });
    expect((await cashier.get('shift/current')).body.data.expected_cash).toBe(0);
    // Its own method again is no change at all: not refused, not audited.
    const audited = async () => (await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.method'))).length;
    const before = await audited();
    expect((await cashier.post(`order/payment/switch-method?payment_id=${payment!.id}&method=cash`, undefined)).status).toBe(200);
    expect(await audited()).toBe(before);
  });

  it('counts two cash refunds sent at once one after the other: together they never take out more than the drawer holds', async () => {
    const cashier = as(await freshCashier());
    const refundDue = async () => {
      const { orderId, due } = await dueOrder(ctx.tokens.owner);
      expect((await cashier.post('order/pay', { order_id: orderId, sum: due, method: 'card' })).status).toBe(200);
      const group = (await cashier.get(`order/get-groups-available?order_id=${orderId}`)).body.data.find(
        (g: { percent: number }) => g.percent >= 5,
      );
      await cashier.post('car/add-to-group', { order_id: orderId, group_id: group.id });
      return { orderId, back: (await getOrder(ctx.api, ctx.tokens.owner, orderId)).refund_due as number };
    };
    await cashier.post('shift/open', { opening_float: 0 });
    const [one, two] = [await refundDue(), await refundDue()];
    // The drawer holds enough for the bigger refund alone, not for both. (A race only on
    // PostgreSQL, as in CI: the embedded PGlite runs one transaction at a time.)
    const float = Math.max(one.back, two.back);
    expect((await cashier.post('shift/cash-move', { kind: 'in', sum: float, reason: 'Размен' })).status).toBe(200);
    const answers = await Promise.all(
      [one, two].map((r) => cashier.post('order/refund', { order_id: r.orderId, sum: r.back, method: 'cash' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('cash_refund_too_big');
    expect((await cashier.get('shift/current')).body.data.expected_cash).toBeGreaterThanOrEqual(0);
  });

  it("keeps a cashier out of another cashier's shift; the owner reads and closes it", async () => {
    const anna = as(await freshCashier());
    const boris = as(await freshCashier());
    const shiftId = (await anna.post('shift/open', { opening_float: 100 })).body.data.id as number;
    expect((await boris.get(`shift/report?shift_id=${shiftId}`)).status).toBe(404);
    expect((await boris.post('shift/close', { shift_id: shiftId, counted_cash: 100 })).status).toBe(404);
    expect((await get(`shift/report?shift_id=${shiftId}`, 'owner')).body.data).toMatchObject({ opening_float: 100, is_open: true });
    // Without an expected difference the close takes the count as it is, 10 ₽ short.
    const closed = await post('shift/close', { shift_id: shiftId, counted_cash: 90 }, 'owner');
    expect(closed.body.data).toMatchObject({ difference: -10, is_open: false });
    expect(closed.body.data.closed_by).toBeTruthy();
    expect((await anna.get('shift/current')).body.data).toBeNull();
  });

  it('answers bad amounts with a Russian message and a 400, and a master with a 403', async () => {
    const cashier = as(await freshCashier());
    for (const opening_float of [-1, '12,345', 'пять', 1_000_001]) {
      const res = await cashier.post('shift/open', { opening_float });
      expect(res.status, String(opening_float)).toBe(400);
      expect(res.body.details).toMatch(/[а-я]/);
    }
    expect((await cashier.get('shift/current')).body.data).toBeNull();
    await cashier.post('shift/open', { opening_float: 0 });
    expect((await cashier.post('shift/cash-move', { kind: 'in', sum: 0, reason: 'x' })).status).toBe(400);
    expect((await cashier.post('shift/cash-move', { kind: 'in', sum: 10, reason: '   ' })).status).toBe(400);
    expect((await post('shift/open', { opening_float: 0 }, 'master')).status).toBe(403);
  });
});
