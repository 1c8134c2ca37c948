import { and, asc, eq, gte, lt, ne, not, sql } from 'drizzle-orm';
import type { PeriodQuery, PeriodReport } from '../contract/reports';
import type { Db } from '../db/database';
import { cashShifts, orderItems, orders, payments, users } from '../db/schema';
import { toRoubles } from '../domain/money';
import { methodRows, methodTotals, netOf, shiftRow } from '../shifts/report';
import { linesOfOrdersDone, ordersDoneIn, periodBounds } from './period-bounds';

/**
 * The statements of a period's report, not yet run: the report runs them, and the
 * benchmark explains them (docs/benchmarks.md). Money is counted when it moved (payments
 * and refunds by their time), the work when it was done (orders done in the period, their
 * lines and discounts), the traffic when cars came (orders taken in).
 */
export function periodQueries(db: Db, period: PeriodQuery, timeZone: string) {
  const { from, to } = periodBounds(period, timeZone);
  const paidIn = and(gte(payments.addedAt, from), lt(payments.addedAt, to));
  const doneIn = ordersDoneIn(from, to);
  const takenIn = and(not(orders.isDraft), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const local = (column: typeof payments.addedAt | typeof orders.createdAt | typeof orders.doneAt) =>
    sql`(${column} at time zone ${timeZone})`;
  const contractIn = and(doneIn, eq(orders.isPayByContract, true));
  const signed = sql<number>`sum(case when ${payments.kind} = 'payment' then ${payments.sum} else -${payments.sum} end)::bigint`;

  const byMethod = db
    .select({
      kind: payments.kind,
      method: payments.method,
      fuelCard: payments.fuelCardName,
      sum: sql<number>`sum(${payments.sum})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(paidIn)
    .groupBy(payments.kind, payments.method, payments.fuelCardName);

  const moneyByDay = db
    .select({ date: sql<string>`to_char(${local(payments.addedAt)}, 'YYYY-MM-DD')`, net: signed })
    .from(payments)
    .where(paidIn)
    .groupBy(sql`1`);
  const ordersByDay = db
    .select({ date: sql<string>`to_char(${local(orders.createdAt)}, 'YYYY-MM-DD')`, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(takenIn)
    .groupBy(sql`1`);
  const moneyByHour = db
    .select({ hour: sql<number>`extract(hour from ${local(payments.addedAt)})::int`, net: signed })
    .from(payments)
    .where(paidIn)
    .groupBy(sql`1`);
  const ordersByHour = db
    .select({
      hour: sql<number>`extract(hour from ${local(orders.createdAt)})::int`,
      orders: sql<number>`count(*)::int`,
      canceled: sql<number>`count(*) filter (where ${orders.jobStatus} = 'canceled')::int`,
    })
    .from(orders)
    .where(takenIn)
    .groupBy(sql`1`);

  const done = db
    .select({
      orders: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${orders.sumFinal}), 0)::bigint`,
      contractOrders: sql<number>`count(*) filter (where ${orders.isPayByContract})::int`,
      contractSum: sql<number>`coalesce(sum(${orders.sumFinal}) filter (where ${orders.isPayByContract}), 0)::bigint`,
      parkingOrders: sql<number>`count(*) filter (where ${orders.parkingSum} > 0)::int`,
      parkingSum: sql<number>`coalesce(sum(${orders.parkingSum}), 0)::bigint`,
    })
    .from(orders)
    .where(doneIn);
  const discounts = db
    .select({
      source: orders.discountSource,
      // The cashier's own words; none when they gave none (the screens then name the source alone, in the reader's language).
      reason: sql<string | null>`case when ${orders.discountSource} = 'manual' then nullif(${orders.manualReason}, '') end`,
      orders: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${orders.discountSum})::bigint`,
    })
    .from(orders)
    .where(and(doneIn, ne(orders.discountSource, 'none'), sql`${orders.discountSum} > 0`))
    .groupBy(orders.discountSource, sql`2`);
  const services = db
    .select({
      kind: orderItems.kind,
      name: orderItems.name,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      lines: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${orderItems.sum})::bigint`,
    })
    .from(orderItems)
    .where(and(linesOfOrdersDone(db, from, to), ne(orderItems.status, 'canceled')))
    .groupBy(orderItems.kind, orderItems.name);
  const shifts = db
    .select({ shift: cashShifts, cashier: users.name })
    .from(cashShifts)
    .innerJoin(users, eq(users.id, cashShifts.userId))
    .where(and(gte(cashShifts.openedAt, from), lt(cashShifts.openedAt, to)))
    .orderBy(asc(cashShifts.openedAt));
  // Contract orders bring no money to the desk: they count as revenue on the day and hour they were done.
  const contractByDay = db
    .select({ date: sql<string>`to_char(${local(orders.doneAt)}, 'YYYY-MM-DD')`, sum: sql<string>`sum(${orders.sumFinal})::bigint` })
    .from(orders)
    .where(contractIn)
    .groupBy(sql`1`);
  const contractByHour = db
    .select({ hour: sql<number>`extract(hour from ${local(orders.doneAt)})::int`, sum: sql<string>`sum(${orders.sumFinal})::bigint` })
    .from(orders)
    .where(contractIn)
    .groupBy(sql`1`);
  return { byMethod, moneyByDay, ordersByDay, moneyByHour, ordersByHour, done, discounts, services, shifts, contractByDay, contractByHour };
}

/** The owner's report of a day or a range (docs/domain.md 'Reports and earnings'). */
export async function periodReport(db: Db, period: PeriodQuery, timeZone: string): Promise<PeriodReport> {
  const q = periodQueries(db, period, timeZone);
  const methods = methodRows((await q.byMethod).map((r) => ({ ...r, sum: Number(r.sum) })));
  const moneyByDay = await q.moneyByDay;
  const ordersByDay = await q.ordersByDay;
  const moneyByHour = await q.moneyByHour;
  const ordersByHour = await q.ordersByHour;
  const [done] = await q.done;
  const discounts = await q.discounts;
  const services = await q.services;
  const shifts = await q.shifts;
  const contractByDay = new Map((await q.contractByDay).map((d) => [d.date, Number(d.sum)]));
  const contractByHour = new Map((await q.contractByHour).map((h) => [h.hour, Number(h.sum)]));

  const net = netOf(methods);
  const contractSum = Number(done!.contractSum);
  const paid = methods.reduce((acc, m) => ({ count: acc.count + m.payments, sum: acc.sum + m.paid }), { count: 0, sum: 0 });
  const refunds = methods.reduce((acc, m) => ({ count: acc.count + m.refunds, sum: acc.sum + m.refunded }), { count: 0, sum: 0 });
  const dayOrders = new Map(ordersByDay.map((d) => [d.date, d.orders]));
  const dayNet = new Map(moneyByDay.map((d) => [d.date, Number(d.net)]));
  for (const [date, sum] of contractByDay) dayNet.set(date, (dayNet.get(date) ?? 0) + sum);
  const hourOrders = new Map(ordersByHour.map((h) => [h.hour, h.orders]));
  const hourNet = new Map(moneyByHour.map((h) => [h.hour, Number(h.net)]));
  for (const [hour, sum] of contractByHour) hourNet.set(hour, (hourNet.get(hour) ?? 0) + sum);
  const kindOrder = { wash: 0, tire: 1, parking: 2 } as const;
  const kinds = (['wash', 'tire', 'parking'] as const)
    .map((kind) => {
      const of = services.filter((s) => s.kind === kind);
      return { kind, lines: of.reduce((n, s) => n + s.lines, 0), sum: toRoubles(of.reduce((n, s) => n + Number(s.sum), 0)) };
    })
    .filter((k) => k.lines > 0);

  return {
    from: period.from,
    to: period.to,
    time_zone: timeZone,
    methods: methods.map(methodTotals),
    contract: { orders: done!.contractOrders, sum: toRoubles(contractSum) },
    received: { count: paid.count + done!.contractOrders, sum: toRoubles(paid.sum + contractSum) },
    revenue: toRoubles(net + contractSum),
    refunds: { count: refunds.count, sum: toRoubles(refunds.sum) },
    by_day: daysOf(period).map((date) => ({ date, net: toRoubles(dayNet.get(date) ?? 0), orders: dayOrders.get(date) ?? 0 })),
    by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hourOrders.get(hour) ?? 0, net: toRoubles(hourNet.get(hour) ?? 0) })),
    services: services
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || Number(b.sum) - Number(a.sum) || a.name.localeCompare(b.name))
      .map((s) => ({ kind: s.kind, name: s.name, quantity: s.quantity, sum: toRoubles(Number(s.sum)) })),
    kinds,
    lines_total: toRoubles(services.reduce((n, s) => n + Number(s.sum), 0)),
    discounts: discounts
      .filter((d): d is typeof d & { source: 'manual' | 'group' | 'loyalty' | 'first' } => d.source !== 'none')
      .sort((a, b) => Number(b.sum) - Number(a.sum))
      .map((d) => ({ source: d.source, reason: d.reason || null, orders: d.orders, sum: toRoubles(Number(d.sum)) })),
    parking: { orders: done!.parkingOrders, sum: toRoubles(Number(done!.parkingSum)) },
    orders_done: done!.orders,
    average_check: done!.orders ? toRoubles(Math.round(Number(done!.sum) / done!.orders)) : 0,
    canceled: ordersByHour.reduce((n, h) => n + h.canceled, 0),
    shifts: shifts.map(({ shift, cashier }) => shiftRow(shift, cashier)),
  };
}

/** Every date from `from` to `to`, both included. */
function daysOf(period: PeriodQuery): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= Date.parse(`${period.to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
