import { describe, expect, it } from 'vitest';
import { businessDate } from '../domain/business-time';
import { addWash, createOrder, getOrder, washServices, washWorkers } from '../test/order-fixtures';
import { freshPhone, makeContractClient } from '../test/money-fixtures';
import { doneOrder, kopecks } from '../test/report-fixtures';
import { freshTestApi } from '../test/test-api';

describe("the owner's reports", () => {
  it("add up the day: money by method and hour, services, discounts, refunds, canceled orders, shifts, workers' earnings", async () => {
    const api = await freshTestApi();
    const [master, cashier, owner] = [await api.signInAs('master'), await api.signInAs('cashier'), await api.signInAs('owner')];
    const call = (token: string, method: 'GET' | 'POST', path: string, body?: unknown) => api.call(method, path, { token, body });

    // Two washers on commission: 30 % and 20 %.
    const staff = (await call(owner, 'GET', 'owner/workers')).body.data as Array<{
      id: number;
      name: string;
      kind: 'wash' | 'tire';
      color_back: string;
    }>;
    const [a, b] = (await washWorkers(api, master)).map((w) => staff.find((s) => s.id === w.worker_id)!);
    for (const [w, percent] of [
      [a!, 30],
      [b!, 20],
    ] as const) {
      const saved = await call(owner, 'POST', 'owner/worker', {
        id: w.id,
        name: w.name,
        kind: w.kind,
        color_back: w.color_back,
        is_active: true,
        commission_percent: percent,
      });
      expect(saved.status).toBe(200);
    }

    // A shared line paid by card, then its car joins a group and the difference goes back in cash.
    const shared = await doneOrder(api, master, [a!.id, b!.id]);
    const sharedDue = (await getOrder(api, cashier, shared)).pay_sum as number;
    expect((await call(cashier, 'POST', 'order/pay', { order_id: shared, sum: sharedDue, method: 'card' })).status).toBe(200);
    const group = (
      (await call(cashier, 'GET', `order/get-groups-available?order_id=${shared}`)).body.data as Array<{ id: number; percent: number }>
    ).find((g) => g.percent >= 5)!;
    expect((await call(cashier, 'POST', 'car/add-to-group', { order_id: shared, group_id: group.id })).status).toBe(200);
    const sharedOrder = await getOrder(api, cashier, shared);
    // A new client's line of one washer («Первый раз»), two cars' worth, paid in cash; then the
    // difference goes back from the drawer.
    const single = await doneOrder(api, master, [a!.id], 2, freshPhone());
    const singleOrder = await getOrder(api, cashier, single);
    expect((await call(cashier, 'POST', 'order/pay', { order_id: single, sum: singleOrder.pay_sum, method: 'cash' })).status).toBe(200);
    expect((await call(cashier, 'POST', 'order/refund', { order_id: shared, sum: sharedOrder.refund_due, method: 'cash' })).status).toBe(
      200,
    );
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
    // The «Принято» total: the two payments and the contract order, which less the refund is the revenue.
    expect(r.received.count).toBe(3);
    expect(kopecks(r.received.sum)).toBe(kopecks(sharedDue) + kopecks(singleOrder.pay_sum) + kopecks(contract.sum_final));
    expect(kopecks(r.received.sum) - kopecks(r.refunds.sum)).toBe(kopecks(r.revenue));
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
      ]),
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
    expect(before).toMatchObject({ methods: [], received: { count: 0, sum: 0 }, revenue: 0, orders_done: 0, canceled: 0 });
  });

  it('refuse a bad period with a Russian reason, and anyone but the owner', async () => {
    const api = await freshTestApi();
    const owner = await api.signInAs('owner');
    const cashier = await api.signInAs('cashier');
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=вчера&to=2026-01-01',
      'to=2026-01-01',
      'from=9999-12-31&to=9999-12-31',
      'from=0099-01-01&to=0099-01-02',
    ]) {
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
