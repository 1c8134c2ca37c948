import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import {
  brands,
  cars,
  clients,
  companies,
  discountGroups,
  models,
  orderItems,
  orderItemWorkers,
  orders,
  services,
  tireProfiles,
  tireRadii,
  users,
  workers,
} from '../db/schema';
import { notFound } from '../domain/refusal';
import { carBrandJoin } from './car-name';

export type OrderRecord = typeof orders.$inferSelect;
export type ItemRecord = typeof orderItems.$inferSelect & {
  colorBack: string;
  colorFont: string;
  serviceActive: boolean;
  workers: Array<{ id: number; name: string }>;
  /** A tyre line's size by name (the radius, the profile and its code); null for other lines. */
  tireSize: { radius: string; profile: string; profileCode: string | null } | null;
};

export interface LoadedOrder {
  order: OrderRecord;
  car: typeof cars.$inferSelect;
  model: { id: number; name: string } | null;
  /** The catalogue brand of the model, or of a model written by hand. */
  brand: { id: number; name: string } | null;
  group: typeof discountGroups.$inferSelect | null;
  client: (typeof clients.$inferSelect & { company: typeof companies.$inferSelect | null }) | null;
  /** The company the order was taken for (its terms, decision 027), whatever the client's is now. */
  company: { id: number; name: string } | null;
  masterName: string | null;
  items: ItemRecord[];
}

/** The order's own row; 404 when there is none. */
export async function loadOrderRow(db: Db, orderId: number): Promise<OrderRecord> {
  const [order] = await orderRow(db).execute({ orderId });
  if (!order) throw notFound('order_not_found', { id: orderId });
  return order;
}

/**
 * What the order's answer shows besides its row (its car, client, company and master are the
 * row's columns), read at once, each statement on its own connection where the pool has one, so
 * a page waits for two round trips instead of seven.
 */
export async function loadOrderParts(db: Db, order: OrderRecord): Promise<LoadedOrder> {
  const orderId = order.id;
  const [[carRow], [clientRow], [company], [master], itemRows, workerRows] = await Promise.all([
    carOfOrder(db).execute({ carId: order.carId }),
    order.clientId ? clientOfOrder(db).execute({ clientId: order.clientId }) : Promise.resolve([]),
    order.companyId ? companyOfOrder(db).execute({ companyId: order.companyId }) : Promise.resolve([]),
    order.masterId ? masterOfOrder(db).execute({ masterId: order.masterId }) : Promise.resolve([]),
    linesOfOrder(db).execute({ orderId }),
    lineWorkersOfOrder(db).execute({ orderId }),
  ]);
  if (!carRow) throw new Error(`order ${orderId} has no car`);

  return {
    order,
    car: carRow.car,
    model: carRow.model ? { id: carRow.model.id, name: carRow.model.name } : null,
    brand: carRow.brand ? { id: carRow.brand.id, name: carRow.brand.name } : null,
    group: carRow.group,
    client: clientRow ? { ...clientRow.client, company: clientRow.company } : null,
    company: company ?? null,
    masterName: master?.name ?? null,
    items: itemRows.map((r) => ({
      ...r.item,
      colorBack: r.colorBack ?? PARKING_COLORS.back,
      colorFont: r.colorFont ?? PARKING_COLORS.font,
      serviceActive: r.serviceActive ?? false,
      tireSize: r.radius !== null && r.profile !== null ? { radius: r.radius, profile: r.profile, profileCode: r.profileCode } : null,
      workers: workerRows.filter((w) => w.itemId === r.item.id).map((w) => ({ id: w.id, name: w.name })),
    })),
  };
}

/**
 * The order's number in the change feed as it stands now (null when the order is gone). Every
 * change of an order moves it (api/orders/change-feed.ts), so the parts of an order read by
 * separate statements are of one moment when it has not moved since its row was read.
 */
export async function changeSeqNow(db: Db, orderId: number): Promise<number | null> {
  const [row] = await orderSeq(db).execute({ orderId });
  return row?.seq ?? null;
}

const orderSeq = prepared((db) =>
  db
    .select({ seq: orders.changeSeq })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_change_seq_now'),
);

// The statements of an order's row and parts, built once (db/prepared.ts): every order's page, and every reload of one, reads them.
const orderRow = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('load_order'),
);

const carOfOrder = prepared((db) =>
  db
    .select({ car: cars, model: models, brand: brands, group: discountGroups })
    .from(cars)
    .leftJoin(models, eq(models.id, cars.modelId))
    .leftJoin(brands, carBrandJoin)
    .leftJoin(discountGroups, eq(discountGroups.id, cars.discountGroupId))
    .where(eq(cars.id, sql.placeholder('carId')))
    .prepare('load_order_car'),
);

const clientOfOrder = prepared((db) =>
  db
    .select({ client: clients, company: companies })
    .from(clients)
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, sql.placeholder('clientId')))
    .prepare('load_order_client'),
);

const companyOfOrder = prepared((db) =>
  db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('load_order_company'),
);

const masterOfOrder = prepared((db) =>
  db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, sql.placeholder('masterId')))
    .prepare('load_order_master'),
);

const linesOfOrder = prepared((db) =>
  db
    .select({
      item: orderItems,
      colorBack: services.colorBack,
      colorFont: services.colorFont,
      serviceActive: services.isActive,
      radius: tireRadii.name,
      profile: tireProfiles.name,
      profileCode: tireProfiles.code,
    })
    .from(orderItems)
    .leftJoin(services, eq(services.id, orderItems.serviceId))
    .leftJoin(tireRadii, eq(tireRadii.id, orderItems.radiusId))
    .leftJoin(tireProfiles, eq(tireProfiles.id, orderItems.profileId))
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.id))
    .prepare('load_order_lines'),
);

// The lines' workers by the order's id, not by the lines read beside them: no wait for those.
const lineWorkersOfOrder = prepared((db) =>
  db
    .select({ itemId: orderItemWorkers.orderItemId, id: workers.id, name: workers.name })
    .from(orderItemWorkers)
    .innerJoin(orderItems, eq(orderItems.id, orderItemWorkers.orderItemId))
    .innerJoin(workers, eq(workers.id, orderItemWorkers.workerId))
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(workers.name))
    .prepare('load_order_line_workers'),
);

/** Lines without a catalogue service (parking) are drawn in neutral grey. */
const PARKING_COLORS = { back: '#e9ecef', font: '#212529' };
