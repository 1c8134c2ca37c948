import { describe, expect, it } from 'vitest';
import { businessDate } from '../domain/business-time';
import { addWash, createOrder, getOrder, washServices, washWorkers } from '../test/order-fixtures';
import { freshPhone, makeContractClient } from '../test/money-fixtures';
import { freshTestApi, type TestApi } from '../test/test-api';

const kopecks = (roubles: number) => Math.round(roubles * 100);

/** A waiting order of one wash line (quantity given) with these workers on it. */
async function assignedOrder(api: TestApi, master: string, workerIds: number[], quantity = 1, phone?: string) {
  const { orderId } = await createOrder(api, master, { phone });
  const [service] = await washServices(api, master, orderId);
  await addWash(api, master, orderId, service!.service_id, quantity);
  const line = (await getOrder(api, master, orderId)).items[0];
  const assign = (workers: number[]) => api.call('POST', 'order/set-worker', { token: master, body: { order_id: orderId, order_item_id: line.order_item_id, workers } });
  expect((await assign(workerIds)).status).toBe(200);
  return { orderId, assign };
}

async function finish(api: TestApi, master: string, orderId: number) {
  await api.call('POST', 'order/started', { token: master, body: { order_id: orderId } });
  expect((await api.call('POST', 'order/complete', { token: master, body: { order_id: orderId } })).status).toBe(200);
  return orderId;
}

/** A done order of one wash line (quantity given) done by these workers. */
async function doneOrder(api: TestApi, master: string, workerIds: number[], quantity = 1, phone?: string) {
  return finish(api, master, (await assignedOrder(api, master, workerIds, quantity, phone)).orderId);
}

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

describe("the owner's reports", () => {
  it('add up the day: money by method and by hour, services, discounts, refunds, canceled orders, shifts, and what each worker earned', async () => {
    const api = await freshTestApi();
    const [master, cashier, owner] = [await api.signInAs('master'), await api.signInAs('cashier'), await api.signInAs('owner')];
    const call = (token: string, method: 'GET' | 'POST', path: string, body?: unknown) => api.call(method, path, { token, body });

    // Two washers on commission: 30 % and 20 %.
    const staff = (await call(owner, 'GET', 'owner/workers')).body.data as Array<{ id: number; name: string; kind: 'wash' | 'tire'; color_back: string }>;
    const [a, b] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!);
    for (const [w, percent] of [
      [a!, 30],
      [b!, 20],
    ] as const) {
      const saved = await call(owner, 'POST', 'owner/worker', { id: w.id, name: w.name, kind: w.kind, color_back: w.color_back, is_active: true, commission_percent: percent });
      expect(saved.status).toBe(200);
    }

    // A shared line paid by card, then its car joins a group and the difference goes back in cash.
    const shared = await doneOrder(api, master, [a!.id, b!.id]);
    const sharedDue = (await getOrder(api, cashier, shared)).pay_sum as number;
    expect((await call(cashier, 'POST', 'order/pay', { order_id: shared, sum: sharedDue, method: 'card' })).status).toBe(200);
    const group = ((await call(cashier, 'GET', `order/get-groups-available?order_id=${shared}`)).body.data as Array<{ id: number; percent: number }>).find((g) => g.percent >= 5)!;
    expect((await call(cashier, 'POST', 'car/add-to-group', { order_id: shared, group_id: group.id })).status).toBe(200);
    const sharedOrder = await getOrder(api, cashier, shared);
    // A new client's line of one washer («Первый раз»), two cars' worth, paid in cash; then the
    // difference goes back from the drawer.
    const single = await doneOrder(api, master, [a!.id], 2, freshPhone());
    const singleOrder = await getOrder(api, cashier, single);
    expect((await call(cashier, 'POST', 'order/pay', { order_id: single, sum: singleOrder.pay_sum, method: 'cash' })).status).toBe(200);
    expect((await call(cashier, 'POST', 'order/refund', { order_id: shared, sum: sharedOrder.refund_due, method: 'cash' })).status).toBe(200);
    // A company's car, paid by its contract: revenue without money at the desk.
    const phone = freshPhone();
    await makeContractClient(api, phone);
    const contract = await getOrder(api, cashier, await doneOrder(api, master, [b!.id], 1, phone));
    expect(contract.is_pay_by_contract).toBe(true);
    // A car taken in and canceled.
    const { orderId: canceled } = await createOrder(api, master);
    const [service] = await washServices(api, master, canceled);
    await addWash(api, master, canceled, service!.service_id);
    expect((await call(master, 'POST', 'order/cancel', { order_id: canceled })).status).toBe(200);

    const today = businessDate(new Date(), api.context.settings.TZ_BUSINESS);
    const report = await call(owner, 'GET', `report/period?from=${today}&to=${today}`);
    expect(report.status).toBe(200);
    const r = report.body.data;
    const card = kopecks(sharedDue);
    const cash = kopecks(singleOrder.pay_sum) - kopecks(sharedOrder.refund_due);
    expect(r.methods.map((m: { method: string; net: number }) => [m.method, kopecks(m.net)])).toEqual([
      ['card', card],
      ['cash', cash],
    ]);
    expect(r.contract).toEqual({ orders: 1, sum: contract.sum_final });
    expect(kopecks(r.revenue)).toBe(card + cash + kopecks(contract.sum_final));
    expect(r.refunds).toEqual({ count: 1, sum: sharedOrder.refund_due });
    expect(r.by_day).toHaveLength(1);
    expect(r.by_day[0]).toMatchObject({ date: today, orders: 4 });
    expect(kopecks(r.by_day[0].net)).toBe(kopecks(r.revenue));
    expect(r.by_hour).toHaveLength(24);
    expect(r.by_hour.reduce((n: number, h: { net: number }) => n + kopecks(h.net), 0)).toBe(kopecks(r.revenue));
    expect(r.by_hour.reduce((n: number, h: { orders: number }) => n + h.orders, 0)).toBe(4);
    expect(r.orders_done).toBe(3);
    const finals = [sharedOrder, singleOrder, contract].map((o) => kopecks(o.sum_final));
    expect(kopecks(r.average_check)).toBe(Math.round(finals.reduce((n, f) => n + f, 0) / 3));
    expect(r.canceled).toBe(1);
    expect(r.services).toEqual([{ kind: 'wash', name: service!.name, quantity: 4, sum: finals.reduce((n, f) => n + f, 0) / 100 }]);
    expect(r.kinds).toEqual([{ kind: 'wash', lines: 3, sum: r.services[0].sum }]);
    expect(r.lines_total).toBe(r.services[0].sum);
    // «Первый раз» beside the shared order's group; the company's employee, new too, is billed
    // on the company's terms only (decision 027).
    expect(singleOrder.discount_source).toBe('first');
    expect(contract.discount_source).toBe('none');
    expect(r.discounts).toHaveLength(2);
    expect(r.discounts).toEqual(
      expect.arrayContaining([
        { source: 'group', reason: null, orders: 1, sum: sharedOrder.discount_sum },
        { source: 'first', reason: null, orders: 1, sum: singleOrder.discount_sum },
      ])
    );
    expect(r.shifts).toHaveLength(2);

    // The shared line splits evenly to the kopeck; the commissions are each worker's percent of their share.
    const earnings = (await call(owner, 'GET', `report/earnings?from=${today}&to=${today}`)).body.data;
    const sharedLine = kopecks(sharedOrder.items[0].sum);
    const singleLine = kopecks(singleOrder.items[0].sum);
    const aValue = Math.ceil(sharedLine / 2) + singleLine;
    const bValue = Math.floor(sharedLine / 2) + kopecks(contract.items[0].sum);
    const row = (id: number) => earnings.workers.find((w: { worker_id: number }) => w.worker_id === id);
    expect(row(a!.id)).toMatchObject({ lines: 2, commission_percent: 30 });
    expect(row(b!.id)).toMatchObject({ lines: 2, commission_percent: 20 });
    expect(kopecks(row(a!.id).value)).toBe(aValue);
    expect(kopecks(row(b!.id).value)).toBe(bValue);
    expect(kopecks(row(a!.id).commission)).toBe(Math.round((aValue * 30) / 100));
    expect(kopecks(row(b!.id).commission)).toBe(Math.round((bValue * 20) / 100));
    expect(kopecks(earnings.total_value)).toBe(sharedLine + singleLine + kopecks(contract.items[0].sum));
    expect(kopecks(earnings.total_commission)).toBe(kopecks(row(a!.id).commission) + kopecks(row(b!.id).commission));

    // Each of a worker's lines, with the share it brought them: they add up to the worker's value.
    const lines = (await call(owner, 'GET', `report/earnings/lines?from=${today}&to=${today}&worker_id=${b!.id}`)).body.data;
    expect(lines).toMatchObject({ name: b!.name, truncated: false });
    expect(lines.lines.map((l: { order_id: number; workers: number }) => [l.order_id, l.workers])).toEqual([
      [shared, 2],
      [contract.id, 1],
    ]);
    expect(lines.lines.reduce((n: number, l: { share: number }) => n + kopecks(l.share), 0)).toBe(bValue);
    expect((await call(owner, 'GET', `report/earnings/lines?from=${today}&to=${today}&worker_id=999999`)).status).toBe(404);

    // Another day holds none of it.
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = (await call(owner, 'GET', `report/period?from=${yesterday}&to=${yesterday}`)).body.data;
    expect(before).toMatchObject({ methods: [], revenue: 0, orders_done: 0, canceled: 0 });
  });

  it("split a shared line by the workers' shares, and keep the percent and shares a worker was assigned with", async () => {
    const api = await freshTestApi();
    const [master, owner] = [await api.signInAs('master'), await api.signInAs('owner')];
    const staff = (await api.call('GET', 'owner/workers', { token: owner })).body.data as Array<{ id: number; name: string; kind: 'wash' | 'tire'; color_back: string; share_weight: number }>;
    const [a, b] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!);
    const setWorker = (w: typeof a, fields: { commission_percent: number; share_weight?: number }) =>
      api.call('POST', 'owner/worker', { token: owner, body: { id: w!.id, name: w!.name, kind: w!.kind, color_back: w!.color_back, is_active: true, ...fields } });
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
    expect(((await api.call('GET', 'owner/workers', { token: owner })).body.data as typeof staff).find((w) => w.id === a!.id)!.share_weight).toBe(1);
    const tooMany = await setWorker(a, { commission_percent: 40, share_weight: 11 });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('от 1 до 10');

    const sums = await Promise.all([first, second, third].map(async (id) => kopecks((await getOrder(api, master, id)).items[0].sum)));
    const parts = [
      splitByShares(sums[0]!, [{ id: a!.id, weight: 2 }, { id: b!.id, weight: 1 }]),
      splitByShares(sums[1]!, [{ id: a!.id, weight: 2 }, { id: b!.id, weight: 1 }]),
      splitByShares(sums[2]!, [{ id: a!.id, weight: 1 }, { id: b!.id, weight: 1 }]),
    ];
    expect(parts[0]!.get(a!.id)).toBeGreaterThan(parts[0]!.get(b!.id)!);
    const today = businessDate(new Date(), api.context.settings.TZ_BUSINESS);
    const earnings = (await api.call('GET', `report/earnings?from=${today}&to=${today}`, { token: owner })).body.data;
    const rows = earnings.workers.map((w: { worker_id: number; commission_percent: number; lines: number; value: number; commission: number }) => [
      w.worker_id,
      w.commission_percent,
      w.lines,
      kopecks(w.value),
      kopecks(w.commission),
    ]);
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
    expect(lines.lines.map((l: { order_id: number; share_weight: number; line_weight: number; commission_percent: number; share: number }) => [l.order_id, l.share_weight, l.line_weight, l.commission_percent, kopecks(l.share)])).toEqual([
      [first, 2, 3, 30, parts[0]!.get(a!.id)],
      [second, 2, 3, 30, parts[1]!.get(a!.id)],
      [third, 1, 2, 40, parts[2]!.get(a!.id)],
    ]);
  });

  it('give the kopecks the rounding leaves to the parts that lost the most, not to the lowest worker number', async () => {
    const api = await freshTestApi();
    const [master, owner] = [await api.signInAs('master'), await api.signInAs('owner')];
    const staff = (await api.call('GET', 'owner/workers', { token: owner })).body.data as Array<{ id: number; name: string; kind: 'wash' | 'tire'; color_back: string }>;
    const [lo, hi] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!).sort((x, y) => x.id - y.id);
    const saved = await api.call('POST', 'owner/worker', { token: owner, body: { id: hi!.id, name: hi!.name, kind: 'wash', color_back: hi!.color_back, is_active: true, commission_percent: 30, share_weight: 2 } });
    expect(saved.status).toBe(200);
    // A line of 4 kopecks: a third is 1.33, two thirds 2.67; the kopeck left goes to the two-share worker.
    const { orderId } = await createOrder(api, master);
    const [service] = await washServices(api, master, orderId);
    const classId = (await getOrder(api, master, orderId)).car.class_id as number;
    const listed = ((await api.call('GET', 'owner/prices', { token: owner })).body.data.services as Array<{ id: number; kind: string; name: string; is_active: boolean; sort: number }>).find((s) => s.id === service!.service_id)!;
    const { id, kind, name, is_active, sort } = listed;
    expect((await api.call('POST', 'owner/service', { token: owner, body: { id, kind, name, is_active, sort, prices: [{ class_id: classId, price: '0,04' }] } })).status).toBe(200);
    await addWash(api, master, orderId, service!.service_id);
    const line = (await getOrder(api, master, orderId)).items[0];
    expect(line.sum).toBe(0.04);
    expect((await api.call('POST', 'order/set-worker', { token: master, body: { order_id: orderId, order_item_id: line.order_item_id, workers: [lo!.id, hi!.id] } })).status).toBe(200);
    await finish(api, master, orderId);
    const today = businessDate(new Date(), api.context.settings.TZ_BUSINESS);
    const earnings = (await api.call('GET', `report/earnings?from=${today}&to=${today}`, { token: owner })).body.data;
    const value = (w: typeof lo) => earnings.workers.find((r: { worker_id: number }) => r.worker_id === w!.id).value;
    expect([value(lo), value(hi)]).toEqual([0.01, 0.03]);
  });

  it('keep a switched-off worker on the lines they were on, and let no switched-off worker join one', async () => {
    const api = await freshTestApi();
    const [master, owner] = [await api.signInAs('master'), await api.signInAs('owner')];
    const staff = (await api.call('GET', 'owner/workers', { token: owner })).body.data as Array<{ id: number; name: string; kind: 'wash' | 'tire'; color_back: string; commission_percent: number }>;
    const [a, b] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!);
    const { orderId, assign } = await assignedOrder(api, master, [a!.id]);
    const off = await api.call('POST', 'owner/worker', { token: owner, body: { id: a!.id, name: a!.name, kind: a!.kind, color_back: a!.color_back, is_active: false, commission_percent: a!.commission_percent } });
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

  it('refuse a bad period with a Russian reason, and anyone but the owner', async () => {
    const api = await freshTestApi();
    const owner = await api.signInAs('owner');
    const cashier = await api.signInAs('cashier');
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=2026-03-02&to=2026-03-01', 'from=2024-01-01&to=2026-01-01', 'from=вчера&to=2026-01-01', 'to=2026-01-01', 'from=9999-12-31&to=9999-12-31', 'from=0099-01-01&to=0099-01-02']) {
      const res = await api.call('GET', `report/period?${query}`, { token: owner });
      expect(res.status, query).toBe(400);
      expect(res.body.details, query).toMatch(/[а-я]/);
    }
    const farAway = await api.call('GET', 'report/earnings?from=9999-12-31&to=9999-12-31', { token: owner });
    expect(farAway.status).toBe(400);
    expect(farAway.body.details).toMatch(/год от 2000 до 2100/);
    expect((await api.call('GET', 'report/period?from=2026-01-01&to=2026-01-01', { token: cashier })).status).toBe(403);
    expect((await api.call('GET', 'report/earnings?from=2026-01-01&to=2026-01-01', { token: cashier })).status).toBe(403);
  });
});
