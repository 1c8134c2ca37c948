import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../db/schema';
import { addWash, createOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { DRAFT_TTL_MS, removeStaleDrafts } from './drafts';

const ctx = testApiFixture({ roles: ['master', 'display'] });

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

async function everywhere() {
  const all = (await ctx.get('order/list?status=all&page_size=50', 'master')).body.data;
  const waiting = (await ctx.get('order/list?status=waiting&page_size=50', 'master')).body.data;
  const stats = (await ctx.get('get-order-stats', 'master')).body.data;
  const queue = (await ctx.get('display/queue', 'display')).body.data;
  return { all, waiting, stats, queue };
}

describe('an order left before any service was added', () => {
  it('is in no list, counter or wall display until it has a service', async () => {
    const before = await everywhere();
    const draft = await createOrder(ctx.api, ctx.tokens.master);
    const now = await everywhere();
    expect(ids(now.all.orders)).not.toContain(draft.orderId);
    expect(now.all.total).toBe(before.all.total);
    expect(ids(now.waiting.orders)).not.toContain(draft.orderId);
    expect(now.stats.waiting.all).toBe(before.stats.waiting.all);
    expect(ids(now.queue.waiting)).not.toContain(draft.orderId);
    // Its own page still opens: the master who started it can go on.
    expect((await ctx.get(`order/${draft.orderId}`, 'master')).status).toBe(200);

    const [s] = await washServices(ctx.api, ctx.tokens.master, draft.orderId);
    await addWash(ctx.api, ctx.tokens.master, draft.orderId, s!.service_id);
    const listed = await everywhere();
    expect(ids(listed.all.orders)).toContain(draft.orderId);
    expect(listed.all.total).toBe(before.all.total + 1);
    expect(listed.stats.waiting.all).toBe(before.stats.waiting.all + 1);
    expect(ids(listed.queue.waiting)).toContain(draft.orderId);
  });

  it('is removed a day later, audited; an order with a service is not', async () => {
    const draft = await createOrder(ctx.api, ctx.tokens.master);
    const real = await createOrder(ctx.api, ctx.tokens.master);
    const [s] = await washServices(ctx.api, ctx.tokens.master, real.orderId);
    await addWash(ctx.api, ctx.tokens.master, real.orderId, s!.service_id);
    const later = new Date(Date.now() + DRAFT_TTL_MS + 60_000);

    expect(await removeStaleDrafts(ctx.api.database.db, new Date())).toBe(0);
    expect(await removeStaleDrafts(ctx.api.database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await ctx.api.database.db.select().from(orders).where(eq(orders.id, draft.orderId))).toHaveLength(0);
    expect(await ctx.api.database.db.select().from(orders).where(eq(orders.id, real.orderId))).toHaveLength(1);
    const trail = await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft.orderId));
    expect(trail.map((a) => a.action)).toContain('order.draft_removed');
    expect((await ctx.get(`order/${draft.orderId}`, 'master')).status).toBe(404);
  });
});
