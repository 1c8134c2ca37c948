import { describe, expect, it } from 'vitest';
import { businessDate } from '../domain/business-time';
import { addWash, createOrder, getOrder, washServices, washWorkers } from '../test/order-fixtures';
import { assignedOrder, doneOrder, finish, kopecks } from '../test/report-fixtures';
import { freshTestApi } from '../test/test-api';

/**
 * A line's sum split by shares the way an owner would check it: whole kopecks, the rest one
 * each to the parts that lost the most to the rounding, ties to the lowest worker number.
 */
function splitByShares(sum: number, shares: Array<{ id: number; weight: number }>) {
  const total = shares.reduce((n, s) => n + s.weight, 0);
  const parts = shares.map((s) => ({ ...s, part: Math.floor((sum * s.weight) / total), lost: (sum * s.weight) % total }));
  let left = sum - parts.reduce((n, p) => n + p.part, 0);
  for (const p of [...parts].sort((x, y) => y.lost - x.lost || x.id - y.id)) if (left-- > 0) p.part += 1;
  return new Map(parts.map((p) => [p.id, p.part]));
}

describe("the owner's reports: each worker's earnings", () => {
  it("split a shared line by the workers' shares, and keep the percent and shares a worker was assigned with", async () => {
    const api = await freshTestApi();
    const [master, owner] = [await api.signInAs('master'), await api.signInAs('owner')];
    const staff = (await api.call('GET', 'owner/workers', { token: owner })).body.data as Array<{
      id: number;
      name: string;
      kind: 'wash' | 'tire';
      color_back: string;
      share_weight: number;
    }>;
    const [a, b] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!);
    const setWorker = (w: typeof a, fields: { commission_percent: number; share_weight?: number }) =>
      api.call('POST', 'owner/worker', {
        token: owner,
        body: { id: w!.id, name: w!.name, kind: w!.kind, color_back: w!.color_back, is_active: true, ...fields },
      });
    expect(staff.every((w) => w.share_weight === 1)).toBe(true);
    // A senior washer takes two shares of a line done together, at 30 %; the other one share, at 20 %.
    expect((await setWorker(a, { commission_percent: 30, share_weight: 2 })).status).toBe(200);
    expect((await setWorker(b, { commission_percent: 20, share_weight: 1 })).status).toBe(200);
    const first = await doneOrder(api, master, [a!.id, b!.id]);
    // Then the owner changes the senior's terms: an order already assigned keeps the old ones.
    const { orderId: second, assign } = await assignedOrder(api, master, [a!.id]);
    expect((await setWorker(a, { commission_percent: 40, share_weight: 1 })).status).toBe(200);
    // Re-assigning the line with a second washer keeps the first one's terms; the new one joins at today's.
    expect((await assign([a!.id, b!.id])).status).toBe(200);
    await finish(api, master, second);
    const third = await doneOrder(api, master, [a!.id, b!.id]);
    // A change that leaves the shares out keeps them; eleven shares are refused in Russian.
    expect((await setWorker(a, { commission_percent: 40 })).status).toBe(200);
    expect(
      ((await api.call('GET', 'owner/workers', { token: owner })).body.data as typeof staff).find((w) => w.id === a!.id)!.share_weight,
    ).toBe(1);
    const tooMany = await setWorker(a, { commission_percent: 40, share_weight: 11 });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('от 1 до 10');

    const sums = await Promise.all([first, second, third].map(async (id) => kopecks((await getOrder(api, master, id)).items[0].sum)));
    const parts = [
      splitByShares(sums[0]!, [
        { id: a!.id, weight: 2 },
        { id: b!.id, weight: 1 },
      ]),
      splitByShares(sums[1]!, [
        { id: a!.id, weight: 2 },
        { id: b!.id, weight: 1 },
      ]),
      splitByShares(sums[2]!, [
        { id: a!.id, weight: 1 },
        { id: b!.id, weight: 1 },
      ]),
    ];
    expect(parts[0]!.get(a!.id)).toBeGreaterThan(parts[0]!.get(b!.id)!);
    const today = businessDate(new Date(), api.context.settings.TZ_BUSINESS);
    const earnings = (await api.call('GET', `report/earnings?from=${today}&to=${today}`, { token: owner })).body.data;
    const rows = earnings.workers.map(
      (w: { worker_id: number; commission_percent: number; lines: number; value: number; commission: number }) => [
        w.worker_id,
        w.commission_percent,
        w.lines,
        kopecks(w.value),
        kopecks(w.commission),
      ],
    );
    const aAt30 = parts[0]!.get(a!.id)! + parts[1]!.get(a!.id)!;
    const aAt40 = parts[2]!.get(a!.id)!;
    const bAt20 = parts.reduce((n, p) => n + p.get(b!.id)!, 0);
    const commission = (value: number, percent: number) => Math.round((value * percent) / 100);
    expect(rows).toEqual(
      expect.arrayContaining([
        [a!.id, 30, 2, aAt30, commission(aAt30, 30)],
        [a!.id, 40, 1, aAt40, commission(aAt40, 40)],
        [b!.id, 20, 3, bAt20, commission(bAt20, 20)],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(kopecks(earnings.total_value)).toBe(sums.reduce((n, s) => n + s, 0));

    // The senior's lines show their shares of each and the percent it earns.
    const lines = (await api.call('GET', `report/earnings/lines?from=${today}&to=${today}&worker_id=${a!.id}`, { token: owner })).body.data;
    expect(
      lines.lines.map((l: { order_id: number; share_weight: number; line_weight: number; commission_percent: number; share: number }) => [
        l.order_id,
        l.share_weight,
        l.line_weight,
        l.commission_percent,
        kopecks(l.share),
      ]),
    ).toEqual([
      [first, 2, 3, 30, parts[0]!.get(a!.id)],
      [second, 2, 3, 30, parts[1]!.get(a!.id)],
      [third, 1, 2, 40, parts[2]!.get(a!.id)],
    ]);
  });

  it('give the kopecks the rounding leaves to the parts that lost the most, not to the lowest worker number', async () => {
    const api = await freshTestApi();
    const [master, owner] = [await api.signInAs('master'), await api.signInAs('owner')];
    const staff = (await api.call('GET', 'owner/workers', { token: owner })).body.data as Array<{
      id: number;
      name: string;
      kind: 'wash' | 'tire';
      color_back: string;
    }>;
    const [lo, hi] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!).sort((x, y) => x.id - y.id);
    const saved = await api.call('POST', 'owner/worker', {
      token: owner,
      body: {
        id: hi!.id,
        name: hi!.name,
        kind: 'wash',
        color_back: hi!.color_back,
        is_active: true,
        commission_percent: 30,
        share_weight: 2,
      },
    });
    expect(saved.status).toBe(200);
    // A line of 4 kopecks: a third is 1.33, two thirds 2.67; the kopeck left goes to the two-share worker.
    const { orderId } = await createOrder(api, master);
    const [service] = await washServices(api, master, orderId);
    const classId = (await getOrder(api, master, orderId)).car.class_id as number;
    const listed = (
      (await api.call('GET', 'owner/prices', { token: owner })).body.data.services as Array<{
        id: number;
        kind: string;
        name: string;
        is_active: boolean;
        sort: number;
      }>
    ).find((s) => s.id === service!.service_id)!;
    const { id, kind, name, is_active, sort } = listed;
    expect(
      (
        await api.call('POST', 'owner/service', {
          token: owner,
          body: { id, kind, name, is_active, sort, prices: [{ class_id: classId, price: '0,04' }] },
        })
      ).status,
    ).toBe(200);
    await addWash(api, master, orderId, service!.service_id);
    const line = (await getOrder(api, master, orderId)).items[0];
    expect(line.sum).toBe(0.04);
    expect(
      (
        await api.call('POST', 'order/set-worker', {
          token: master,
          body: { order_id: orderId, order_item_id: line.order_item_id, workers: [lo!.id, hi!.id] },
        })
      ).status,
    ).toBe(200);
    await finish(api, master, orderId);
    const today = businessDate(new Date(), api.context.settings.TZ_BUSINESS);
    const earnings = (await api.call('GET', `report/earnings?from=${today}&to=${today}`, { token: owner })).body.data;
    const value = (w: typeof lo) => earnings.workers.find((r: { worker_id: number }) => r.worker_id === w!.id).value;
    expect([value(lo), value(hi)]).toEqual([0.01, 0.03]);
  });

  it('keep a switched-off worker on the lines they were on, and let no switched-off worker join one', async () => {
    const api = await freshTestApi();
    const [master, owner] = [await api.signInAs('master'), await api.signInAs('owner')];
    const staff = (await api.call('GET', 'owner/workers', { token: owner })).body.data as Array<{
      id: number;
      name: string;
      kind: 'wash' | 'tire';
      color_back: string;
      commission_percent: number;
    }>;
    const [a, b] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!);
    const { orderId, assign } = await assignedOrder(api, master, [a!.id]);
    const off = await api.call('POST', 'owner/worker', {
      token: owner,
      body: {
        id: a!.id,
        name: a!.name,
        kind: a!.kind,
        color_back: a!.color_back,
        is_active: false,
        commission_percent: a!.commission_percent,
      },
    });
    expect(off.status).toBe(200);
    // The master adds a second washer to the line: the one switched off stays on it.
    expect((await assign([a!.id, b!.id])).status).toBe(200);
    expect((await getOrder(api, master, orderId)).items[0].workers.map((w: { id: number }) => w.id).sort()).toEqual([a!.id, b!.id].sort());
    // But a switched-off worker joins no other line.
    const other = await assignedOrder(api, master, [b!.id]);
    const refused = await other.assign([a!.id, b!.id]);
    expect(refused.status).toBe(404);
    expect((await getOrder(api, master, other.orderId)).items[0].workers.map((w: { id: number }) => w.id)).toEqual([b!.id]);
  });
});
