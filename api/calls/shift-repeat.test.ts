import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashMoves } from '../db/schema';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Cash in or out and a shift's close carry an idempotency key, as payments and refunds do
 * (docs/decisions/026): the same form sent again after a lost answer records nothing new and
 * answers what the first one answered.
 */
const ctx = testApiFixture({ roles: ['master'] });

async function cashier() {
  const token = await ctx.api.signInAs('cashier', undefined, { shift: false });
  const shiftId = (await ctx.api.call('POST', 'shift/open', { token, body: { opening_float: 1000 } })).body.data.id as number;
  const post = (path: string, body: unknown, key?: string) =>
    ctx.api.call('POST', path, { token, body, headers: key ? { 'Idempotency-Key': key } : undefined });
  return { token, shiftId, post };
}
const movesOf = async (shiftId: number) => ctx.api.database.db.select().from(cashMoves).where(eq(cashMoves.shiftId, shiftId));

describe('a repeated cash move or close', () => {
  it('records a cash move once per key, by header or field, and answers the repeat with the first answer', async () => {
    const desk = await cashier();
    const first = await desk.post('shift/cash-move', { kind: 'in', sum: 500, reason: 'Размен' }, 'move-key-0001');
    expect(first.status).toBe(200);
    expect(first.body.data.expected_cash).toBe(1500);
    const again = await desk.post('shift/cash-move', { kind: 'in', sum: 500, reason: 'Размен' }, 'move-key-0001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await movesOf(desk.shiftId)).toHaveLength(1);

    // The key as a field of the body (a form that cannot set headers), out this time.
    const out = { kind: 'out', sum: 200, reason: 'Инкассация', idempotency_key: 'move-key-0002' };
    expect((await desk.post('shift/cash-move', out)).body.data.expected_cash).toBe(1300);
    expect((await desk.post('shift/cash-move', out)).body.data.expected_cash).toBe(1300);
    expect((await desk.post('shift/cash-move', { kind: 'out', sum: 200, reason: 'Инкассация' })).body.data.expected_cash).toBe(1100);
    expect(await movesOf(desk.shiftId)).toHaveLength(3);

    // The same key with another body is refused; a key of a payment is not a cash move's.
    const other = await desk.post('shift/cash-move', { kind: 'in', sum: 700, reason: 'Размен' }, 'move-key-0001');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
    const due = (await getOrder(ctx.api, desk.token, orderId)).pay_sum as number;
    expect((await desk.post('order/pay', { order_id: orderId, sum: due, method: 'card' }, 'shared-key-001')).status).toBe(200);
    expect((await desk.post('shift/cash-move', { kind: 'in', sum: 1, reason: 'Размен' }, 'shared-key-001')).status).toBe(422);

    // A refused move keeps no key: corrected, the same form goes through.
    const tooMuch = await desk.post('shift/cash-move', { kind: 'out', sum: 5000, reason: 'Инкассация' }, 'move-key-0003');
    expect(tooMuch.body.code).toBe('cash_out_too_big');
    expect((await desk.post('shift/cash-move', { kind: 'out', sum: 50, reason: 'Инкассация' }, 'move-key-0003')).status).toBe(200);
    expect(await movesOf(desk.shiftId)).toHaveLength(4);

    // A key is the cashier's own: another cashier's same key is another move.
    const other_desk = await cashier();
    expect((await other_desk.post('shift/cash-move', { kind: 'in', sum: 500, reason: 'Размен' }, 'move-key-0001')).status).toBe(200);
    expect(await movesOf(other_desk.shiftId)).toHaveLength(1);
  });

  it('answers a repeated close with its Z report instead of «уже закрыта», and a count said back keeps the key free', async () => {
    const desk = await cashier();
    // A count that differs is said back and writes nothing; confirmed with the same key, it closes.
    const short = await desk.post('shift/close', { shift_id: desk.shiftId, counted_cash: 900, expected_difference: 0 }, 'close-key-0001');
    expect(short.body.code).toBe('shift_cash_short');
    const closed = await desk.post(
      'shift/close',
      { shift_id: desk.shiftId, counted_cash: 900, expected_difference: -100 },
      'close-key-0001',
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ is_open: false, counted_cash: 900, difference: -100 });
    const again = await desk.post(
      'shift/close',
      { shift_id: desk.shiftId, counted_cash: 900, expected_difference: -100 },
      'close-key-0001',
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(closed.body);
    // Without the key, or with a new one, a second close is what it is: refused.
    expect((await desk.post('shift/close', { shift_id: desk.shiftId, counted_cash: 900 }, 'close-key-0002')).body.code).toBe(
      'shift_already_closed',
    );
    // A cash move after the close, repeated with its key, stays refused and records nothing.
    const late = await desk.post('shift/cash-move', { kind: 'in', sum: 10, reason: 'Размен' }, 'move-key-late');
    expect(late.body.code).toBe('shift_not_open');
    expect((await desk.post('shift/cash-move', { kind: 'in', sum: 10, reason: 'Размен' }, 'move-key-late')).body.code).toBe(
      'shift_not_open',
    );
    expect(await movesOf(desk.shiftId)).toHaveLength(0);
  });

  it('refuses a key of the wrong length, as for payments', async () => {
    const desk = await cashier();
    const res = await desk.post('shift/cash-move', { kind: 'in', sum: 10, reason: 'Размен' }, 'short');
    expect(res.status).toBe(400);
    expect((await desk.post('shift/close', { shift_id: desk.shiftId, counted_cash: 1000, idempotency_key: 'x'.repeat(101) })).status).toBe(
      400,
    );
    expect(await movesOf(desk.shiftId)).toHaveLength(0);
  });
});
