import { and, asc, count, desc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { anyOf, prepared } from '../db/prepared';
import { orderItems, orderItemWorkers, orders, payments, workers } from '../db/schema';
import { CLIENTS_PAGE } from '../contract/clients';
import { toRoubles } from '../domain/money';

/**
 * A page of orders as a client's or a car's card lists them, newest first: date, plate,
 * services (each line not cancelled), the sum, how it was paid and who worked on it. Drafts
 * (a wizard left before any service) are no visit.
 */
export async function visitPage(db: Db, by: 'client' | 'car', id: number, asked: number) {
  const { count: counted, rows: rowsOf } = VISITS_BY[by];
  const rowsAt = (page: number) => rowsOf(db).execute({ id, offset: (page - 1) * CLIENTS_PAGE });
  // The first page, the one a card opens on, is read beside the count: it needs no count to be found.
  const [[total], first] = await Promise.all([counted(db).execute({ id }), asked === 1 ? rowsAt(1) : null]);
  // A page past the last (an old link, a typed address) is the last one.
  const page = Math.min(asked, Math.max(1, Math.ceil(Number(total?.n ?? 0) / CLIENTS_PAGE)));
  const rows = first ?? (await rowsAt(page));
  const ids = rows.map((r) => r.id);
  const [lines, paid, worked] = ids.length
    ? await Promise.all([visitLines(db).execute({ ids }), visitPayments(db).execute({ ids }), visitWorkers(db).execute({ ids })])
    : [[], [], []];
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((r) => ({
      order_id: r.id,
      at: r.at.toISOString(),
      plate_number: r.plate,
      services: lines.filter((l) => l.orderId === r.id).map((l) => l.name),
      sum: toRoubles(r.sum),
      job_status: r.jobStatus,
      pay_status: r.payStatus,
      methods: [...new Set(paid.filter((p) => p.orderId === r.id).map((p) => (p.method === 'fuel' ? (p.card ?? 'yandex') : p.method)))],
      by_contract: r.byContract,
      workers: worked
        .filter((w) => w.orderId === r.id)
        .map((w) => w.name)
        .sort((a, b) => a.localeCompare(b, 'ru')),
    })),
    page,
    pages: Math.max(1, Math.ceil(n / CLIENTS_PAGE)),
    total: n,
  };
}

/** A client's or a car's visits, counted and a page of them (db/prepared.ts): every order's page shows its client's first page. */
function visitsOf(column: typeof orders.clientId | typeof orders.carId, names: { count: string; rows: string }) {
  const where = and(eq(column, sql.placeholder('id')), not(orders.isDraft));
  return {
    count: prepared((db) => db.select({ n: count() }).from(orders).where(where).prepare(names.count)),
    rows: prepared((db) =>
      db
        .select({
          id: orders.id,
          at: orders.createdAt,
          plate: orders.plateNumber,
          sum: orders.sumFinal,
          jobStatus: orders.jobStatus,
          payStatus: orders.payStatus,
          byContract: orders.isPayByContract,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(CLIENTS_PAGE)
        .offset(sql.placeholder('offset'))
        .prepare(names.rows),
    ),
  };
}

// The names written out, so that the test of unique names reads them (api/db/prepared.test.ts).
const VISITS_BY = {
  client: visitsOf(orders.clientId, { count: 'client_visits_count', rows: 'client_visits' }),
  car: visitsOf(orders.carId, { count: 'car_visits_count', rows: 'car_visits' }),
};

// What a page of visits shows of its orders, by their ids (db/prepared.ts): every order's page
// shows its client's first page of visits.
const visitLines = prepared((db) =>
  db
    .select({ orderId: orderItems.orderId, name: orderItems.name })
    .from(orderItems)
    .where(and(anyOf(orderItems.orderId, 'ids'), not(eq(orderItems.kind, 'parking')), not(eq(orderItems.status, 'canceled'))))
    .orderBy(asc(orderItems.id))
    .prepare('visit_lines'),
);

const visitPayments = prepared((db) =>
  db
    .selectDistinct({ orderId: payments.orderId, method: payments.method, card: payments.fuelCardName })
    .from(payments)
    .where(and(anyOf(payments.orderId, 'ids'), eq(payments.kind, 'payment')))
    .prepare('visit_payments'),
);

const visitWorkers = prepared((db) =>
  db
    .selectDistinct({ orderId: orderItems.orderId, name: workers.name })
    .from(orderItemWorkers)
    .innerJoin(orderItems, eq(orderItems.id, orderItemWorkers.orderItemId))
    .innerJoin(workers, eq(workers.id, orderItemWorkers.workerId))
    .where(and(anyOf(orderItems.orderId, 'ids'), not(eq(orderItems.status, 'canceled'))))
    .prepare('visit_workers'),
);
