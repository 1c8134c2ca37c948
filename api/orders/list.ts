import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, cars, clients, companies, models, orderItems, orders } from '../db/schema';
import type { OrderRow } from '../contract/orders';
import { keysText, type KeysState } from '../domain/keys';
import { toRoubles } from '../domain/money';
import { canBeChanged, canBeCompleted, isOpenLine, JOB_STATUS_TEXT, PAY_STATUS_TEXT } from '../domain/order-rules';
import { canReturnKeys } from '../domain/order-flags';
import { plateSearchFragments } from '../contract/plates';
import { carBrandJoin, carNames } from './car-name';
import type { ItemStatus } from '../contract/order-states';

/** A line as the list's statement reads it: its status becomes the row's `is_open`. */
type ListedLine = Omit<OrderRow['services'][number], 'is_open'> & { status: ItemStatus };

export interface ListQuery {
  status: 'waiting' | 'in_progress' | 'done' | 'canceled' | 'waiting_for_payment' | 'all';
  type?: 'wash' | 'tire';
  page_size: number;
  page: number;
  search_string?: string;
  /** Only orders done since this moment (the start of the business day). */
  done_since?: Date;
}

/**
 * `order/list`: one page of orders, newest first, and the total. Status, kind and plate
 * live on the order row, so the filter and the order use the orders table's indexes; the
 * few columns the rows show from other tables are joined to the page's 50 rows only.
 */
export async function listOrders(db: Db, query: ListQuery): Promise<{ orders: OrderRow[]; total: number }> {
  const { count, page: pageQuery } = listQueries(db, query);
  // One statement: the page, what its rows show from other tables, their lines and the
  // total (docs/benchmarks.md 'Cheap requests'). Only an empty page asks for the total apart.
  const page = await pageQuery;
  const total = page.length ? Number(page[0]!.total) : Number((await count)[0]?.n ?? 0);
  return {
    total,
    orders: page.map((o) => ({
      order_id: o.id,
      id: o.id,
      seq: o.changeSeq,
      datetime: o.createdAt.toISOString(),
      plate_number: o.plateNumber,
      model_text: carNames(o).model_text,
      phone: o.phone ?? null,
      client_name: o.name ?? null,
      job_status: o.jobStatus,
      job_status_text: JOB_STATUS_TEXT[o.jobStatus],
      pay_status: o.payStatus,
      pay_status_text: PAY_STATUS_TEXT[o.payStatus],
      keys: keysText(o.keysState as KeysState, o.keyCell),
      keys_state: o.keysState as KeysState,
      key_cell: o.keyCell,
      services: (o.services ?? []).map(({ status, ...s }) => ({ ...s, is_open: isOpenLine({ status, kind: s.kind }) })),
      total_sum: toRoubles(o.totalSum),
      sum_final: toRoubles(o.sumFinal),
      total_paid: toRoubles(o.totalPaid),
      pay_sum: toRoubles(o.paySum),
      refund_due: toRoubles(o.refundDue),
      can_be_changed: canBeChanged(o.jobStatus, o.payStatus),
      can_be_completed: canBeCompleted(o.jobStatus, (o.services ?? []).filter((s) => s.kind !== 'parking').length),
      can_return_keys: canReturnKeys({
        keysState: o.keysState as KeysState,
        jobStatus: o.jobStatus,
        paySum: o.paySum,
        refundDue: o.refundDue,
      }),
      is_wash: o.hasWash,
      is_tire: o.hasTire,
      done_at: o.doneAt?.toISOString() ?? null,
      is_pay_by_contract: o.isPayByContract,
      contract_company: o.company ?? null,
    })),
  };
}

/** The statement of a list page, and the total alone (both explained by the benchmark's query plans). */
export function listQueries(db: Db, query: ListQuery) {
  const filters = filtersOf(query);
  const where = and(...filters);
  // The page first, on the orders table alone (its indexes give the order and the skip);
  // only its 50 rows are then joined to cars, models and clients. Joining before the
  // OFFSET made page 200 of a million orders join 10,000 rows (94 ms instead of 2).
  const rows = db
    .select({
      id: orders.id,
      carId: orders.carId,
      clientId: orders.clientId,
      createdAt: orders.createdAt,
      plateNumber: orders.plateNumber,
      changeSeq: orders.changeSeq,
      jobStatus: orders.jobStatus,
      payStatus: orders.payStatus,
      keysState: orders.keysState,
      keyCell: orders.keyCell,
      totalSum: orders.totalSum,
      sumFinal: orders.sumFinal,
      totalPaid: orders.totalPaid,
      paySum: orders.paySum,
      refundDue: orders.refundDue,
      hasWash: orders.hasWash,
      hasTire: orders.hasTire,
      doneAt: orders.doneAt,
      isPayByContract: orders.isPayByContract,
      companyId: orders.companyId,
    })
    .from(orders)
    .where(where)
    .orderBy(...listOrder(query, orders))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .as('page');
  // Every order: the counter migration 0005 keeps, less the drafts (few, on their own
  // index), instead of counting them all.
  const count =
    filters.length === 1
      ? db.select({ n: sql<number>`total - (select count(*) from orders where is_draft)` }).from(sql`order_totals`)
      : db
          .select({ n: sql<number>`count(*)` })
          .from(orders)
          .where(where);
  // A line as a row names it (ListedLine).
  const listedLine = sql`json_build_object(
    'name', ${orderItems.name}, 'quantity', ${orderItems.quantity}, 'kind', ${orderItems.kind}, 'status', ${orderItems.status}
  )`;
  return {
    count,
    // Only the columns a row shows: on the embedded database reading a value costs more
    // than finding the row (all 30 columns made the page statement take twice as long).
    page: db
      .select({
        id: rows.id,
        createdAt: rows.createdAt,
        plateNumber: rows.plateNumber,
        changeSeq: rows.changeSeq,
        jobStatus: rows.jobStatus,
        payStatus: rows.payStatus,
        keysState: rows.keysState,
        keyCell: rows.keyCell,
        totalSum: rows.totalSum,
        sumFinal: rows.sumFinal,
        totalPaid: rows.totalPaid,
        paySum: rows.paySum,
        refundDue: rows.refundDue,
        hasWash: rows.hasWash,
        hasTire: rows.hasTire,
        doneAt: rows.doneAt,
        isPayByContract: rows.isPayByContract,
        company: companies.name,
        phone: clients.phone,
        name: clients.name,
        model: models.name,
        brand: brands.name,
        freeBrand: cars.freeBrand,
        freeModel: cars.freeModel,
        // The lines a row names (not the canceled ones), and the total once for the page:
        // an uncorrelated subquery runs once, whatever the number of rows.
        services: sql<ListedLine[] | null>`(
          select json_agg(${listedLine} order by ${orderItems.id}) from ${orderItems}
          where ${orderItems.orderId} = ${rows.id} and ${orderItems.status} <> 'canceled'
        )`,
        total: sql<number | string>`(${count})`,
      })
      .from(rows)
      .innerJoin(cars, eq(cars.id, rows.carId))
      .leftJoin(models, eq(models.id, cars.modelId))
      .leftJoin(brands, carBrandJoin)
      .leftJoin(clients, eq(clients.id, rows.clientId))
      .leftJoin(companies, eq(companies.id, rows.companyId))
      .orderBy(...listOrder(query, rows)),
  };
}

/**
 * Lists read newest first. The cashier's list reads as the desk works: cars that are ready
 * first, the one waiting longest at the top, then canceled orders (keys or money to give
 * back), then cars still in work and those not started yet, in the order they came.
 */
function listOrder(query: ListQuery, t: { id: AnyColumn; jobStatus: AnyColumn; doneAt: AnyColumn }): SQL[] {
  if (query.status !== 'waiting_for_payment') return [desc(t.id)];
  return [
    sql`case ${t.jobStatus} when 'done' then 0 when 'canceled' then 1 when 'in_progress' then 2 else 3 end`,
    sql`${t.doneAt} asc nulls last`,
    asc(t.id),
  ];
}

function filtersOf(query: ListQuery): SQL[] {
  // A wizard left before any service was added is nobody's order yet.
  const filters: SQL[] = [sql`not ${orders.isDraft}`];
  // The cashier's list: what the derivation marked as needing the cashier.
  if (query.status === 'waiting_for_payment') filters.push(eq(orders.needsCashier, true));
  else if (query.status !== 'all') filters.push(eq(orders.jobStatus, query.status));
  if (query.done_since) filters.push(sql`${orders.jobStatus} = 'done' and ${orders.doneAt} >= ${query.done_since.toISOString()}`);
  if (query.type === 'wash') filters.push(eq(orders.hasWash, true));
  if (query.type === 'tire') filters.push(eq(orders.hasTire, true));
  const search = query.search_string?.trim();
  if (search) {
    // An order number, or a fragment of a plate: a standard plate typed in either alphabet
    // (stored converted), or a non-standard one as typed (stored so). Each LIKE can use the
    // plate's trigram index, which an expression over the column could not.
    const number = /^№?\s*(\d{1,9})$/.exec(search)?.[1];
    const likes = plateSearchFragments(search).map((fragment) => sql`${orders.plateNumber} like ${`%${fragment}%`}`);
    const byPlate = likes.length ? sql`(${sql.join(likes, sql` or `)})` : undefined;
    if (number && byPlate) filters.push(sql`(${orders.id} = ${Number(number)} or ${byPlate})`);
    else if (byPlate) filters.push(byPlate);
    else filters.push(sql`false`);
  }
  return filters;
}
