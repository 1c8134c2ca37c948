import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, cars, clients, models, orderItems, orders } from '../db/schema';
import type { OrderRow } from '../contract/orders';
import { keysText, type KeysState } from '../domain/keys';
import { toRoubles } from '../domain/money';
import { canBeChanged, JOB_STATUS_TEXT, PAY_STATUS_TEXT, type JobStatus, type PayStatus } from '../domain/order-rules';
import { plateSearchFragment } from '../contract/plates';
import { WAITING_FOR_PAYMENT_SQL } from './waiting-for-payment';

export interface ListQuery {
  status: 'waiting' | 'in_progress' | 'done' | 'canceled' | 'waiting_for_payment' | 'all';
  type?: 'wash' | 'tire';
  page_size: number;
  page: number;
  search_string?: string;
}

/**
 * `order/list`: one page of orders, newest first, and the total. The page is one query on
 * the orders table (status, kind and plate live on the order row); the few columns the
 * rows show from other tables are read for the page's 50 ids only.
 */
export async function listOrders(db: Db, query: ListQuery): Promise<{ orders: OrderRow[]; total: number }> {
  const { count, page: pageQuery } = listQueries(db, query);
  const [[countRow], page] = await Promise.all([count, pageQuery]);
  if (!page.length) return { orders: [], total: Number(countRow?.n ?? 0) };

  const ids = page.map((o) => o.id);
  const [details, lines] = await Promise.all([
    db
      .select({ orderId: orders.id, phone: clients.phone, name: clients.name, model: models.name, brand: brands.name })
      .from(orders)
      .innerJoin(cars, eq(cars.id, orders.carId))
      .leftJoin(models, eq(models.id, cars.modelId))
      .leftJoin(brands, eq(brands.id, models.brandId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .where(inArray(orders.id, ids)),
    db
      .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity, status: orderItems.status, sumBeforeDiscount: orderItems.sumBeforeDiscount })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids)),
  ]);

  return {
    total: Number(countRow?.n ?? 0),
    orders: page.map((o) => {
      const d = details.find((x) => x.orderId === o.id);
      const own = lines.filter((l) => l.orderId === o.id && l.status !== 'canceled');
      return {
        order_id: o.id,
        id: o.id,
        datetime: o.createdAt.toISOString(),
        plate_number: o.plateNumber,
        model_text: d?.model ? `${d.brand ?? ''} ${d.model}`.trim() : '',
        phone: d?.phone ?? null,
        client_name: d?.name ?? null,
        job_status: o.jobStatus as JobStatus,
        job_status_text: JOB_STATUS_TEXT[o.jobStatus as JobStatus],
        pay_status: o.payStatus,
        pay_status_text: PAY_STATUS_TEXT[o.payStatus as PayStatus],
        keys: keysText(o.keysState as KeysState, o.keyCell),
        services: own.map((l) => ({ name: l.name, quantity: l.quantity })),
        total_sum: toRoubles(own.reduce((s, l) => s + l.sumBeforeDiscount, 0)),
        sum_final: toRoubles(o.sumFinal),
        total_paid: toRoubles(o.totalPaid),
        can_be_changed: canBeChanged(o.jobStatus as JobStatus, o.payStatus),
        is_wash: o.hasWash,
        is_tire: o.hasTire,
        done_at: o.doneAt?.toISOString() ?? null,
      };
    }),
  };
}

/** The two statements of a list page (also explained by the benchmark's query plans). */
export function listQueries(db: Db, query: ListQuery) {
  const where = and(...filtersOf(query));
  return {
    count: db.select({ n: sql<number>`count(*)` }).from(orders).where(where),
    page: db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  };
}

function filtersOf(query: ListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.status === 'waiting_for_payment') filters.push(sql`${WAITING_FOR_PAYMENT_SQL}`);
  else if (query.status !== 'all') filters.push(eq(orders.jobStatus, query.status));
  if (query.type === 'wash') filters.push(eq(orders.hasWash, true));
  if (query.type === 'tire') filters.push(eq(orders.hasTire, true));
  const search = query.search_string?.trim();
  if (search) {
    // An order number, or a fragment of a plate typed in either alphabet.
    const number = /^№?\s*(\d{1,9})$/.exec(search)?.[1];
    const fragment = plateSearchFragment(search);
    const byPlate = fragment ? sql`${orders.plateNumber} like ${`%${fragment}%`}` : undefined;
    if (number && byPlate) filters.push(sql`(${orders.id} = ${Number(number)} or ${byPlate})`);
    else if (byPlate) filters.push(byPlate);
    else filters.push(sql`false`);
  }
  return filters;
}
