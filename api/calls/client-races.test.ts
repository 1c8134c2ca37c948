import { describe, expect, it } from 'vitest';
import { addWash, createOrder, getOrder, washServices } from '../test/order-fixtures';
import { freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * A merge or an erasure while the bays work on the same client's orders, or take a new one
 * with the same phone (on PostgreSQL these really run at once; docs/decisions/038): nobody
 * gets a 500 from a deadlock, and a new order never lands on a merged or erased client.
 */
const ctx = testApiFixture({ roles: ['master', 'owner'] });
const ROUNDS = 10;

async function orderWithLine(phone: string) {
  const made = await createOrder(ctx.api, ctx.tokens.master, { phone });
  const [a, b] = await washServices(ctx.api, ctx.tokens.master, made.orderId);
  await addWash(ctx.api, ctx.tokens.master, made.orderId, a!.service_id);
  return { ...made, spare: b!.service_id };
}

describe('merging and erasing while the bays work', () => {
  it('never answers 500, and a new order goes to the client that remains', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [keepPhone, gonePhone, forgetPhone] = [freshPhone(), freshPhone(), freshPhone()];
      const keep = await orderWithLine(keepPhone);
      const gone = await orderWithLine(gonePhone);
      const erased = await orderWithLine(forgetPhone);
      const answers = await Promise.all([
        ctx.post('client/merge', { client_id: keep.clientId, merge_id: gone.clientId }, 'owner'),
        ctx.post('new-order/update', { order_id: gone.orderId, action: 'add', service_id: gone.spare, is_wash_service: true }, 'master'),
        ctx.post('order/cancel', { order_id: keep.orderId }, 'master'),
        ctx.post('client/forget', { client_id: erased.clientId }, 'owner'),
        ctx.post(
          'new-order/update',
          { order_id: erased.orderId, action: 'add', service_id: erased.spare, is_wash_service: true },
          'master',
        ),
        createOrder(ctx.api, ctx.tokens.master, { phone: gonePhone, name: 'Новое Имя' }),
        createOrder(ctx.api, ctx.tokens.master, { phone: forgetPhone, name: 'Снова Пришёл' }),
      ]);
      const statuses = answers.slice(0, 5).map((a) => ('status' in a ? a.status : 0));
      const errors = ctx.api.logs
        .filter((l) => l.level === 50)
        .map((l) => JSON.stringify((l.err as { cause?: unknown })?.cause ?? l).slice(0, 1500));
      expect(statuses, errors.join('\n')).toEqual([200, 200, 200, 200, 200]);
      const [byGonePhone, byErasedPhone] = answers.slice(5) as Array<{ orderId: number; clientId: number | null }>;
      // Taken before the merge, the order moved with the rest; after it, the phone led to the one kept.
      expect((await getOrder(ctx.api, ctx.tokens.master, byGonePhone!.orderId)).client.id).toBe(keep.clientId);
      // Taken before the erasure, the order was erased with the person; after it, it is a new client's.
      const erasedCard = (await ctx.get(`client/${erased.clientId}`)).body.data;
      expect(erasedCard).toMatchObject({ phone: null, name: null });
      const client = (await getOrder(ctx.api, ctx.tokens.master, byErasedPhone!.orderId)).client;
      if (client.id === erased.clientId) expect(client).toMatchObject({ phone: null, name: null });
      else expect(client).toMatchObject({ phone: forgetPhone, name: 'Снова Пришёл' });
    }
  });
});
