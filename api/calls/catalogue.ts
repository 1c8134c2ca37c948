import { eq } from 'drizzle-orm';
import { CALLERS } from '../http/callers';
import { orders } from '../db/schema';
import {
  carsInfo,
  profiles,
  radii,
  searchBrands,
  searchModels,
  searchNames,
  searchPlates,
  tireOffers,
  washOffers,
  workersOf,
} from '../catalogue/catalogue';
import type { ApiContext } from '../context';
import { invalid, notFound } from '../domain/refusal';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';

/** Reference data and catalogue for the new-order wizard (master). */
export function catalogueCalls({ db }: ApiContext): AnyCallSpec[] {
  const classOfOrder = async (orderId: number) => {
    const [order] = await db.select({ classId: orders.classId }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('order_not_found', { id: orderId });
    return order.classId;
  };
  return [
    defineCall(CALLS['get-cars-info'], {
      summary: 'Vehicle classes, brands and models by brand',
      roles: CALLERS.master,
      handler: async () => ({ data: await carsInfo(db) }),
    }),
    defineCall(CALLS['info/translit-brands'], {
      summary: 'Brands matching a search typed in either alphabet',
      roles: CALLERS.master,
      handler: async ({ query }) => ({ data: await searchBrands(db, query.search) }),
    }),
    defineCall(CALLS['info/translit-models'], {
      summary: 'Models (of a brand) matching a search typed in either alphabet',
      roles: CALLERS.master,
      handler: async ({ query }) => ({ data: await searchModels(db, query.search, query.brand_id) }),
    }),
    defineCall(CALLS['info/names'], {
      summary: 'Client names for suggestions',
      roles: CALLERS.master,
      handler: async ({ query }) => ({ data: await searchNames(db, query.search) }),
    }),
    defineCall(CALLS['info/plates'], {
      summary: 'Known plates for the autocomplete',
      roles: CALLERS.master,
      handler: async ({ query }) => ({ data: await searchPlates(db, query.search) }),
    }),
    defineCall(CALLS['service-list/wash'], {
      summary: 'Wash services at the prices of the order (or given) class, with quantities in the order',
      roles: CALLERS.master,
      handler: async ({ query }) => {
        const orderId = query.orderId ?? query.order_id;
        const classId = query.class_id ?? (orderId ? await classOfOrder(orderId) : undefined);
        if (!classId) throw invalid('class_id_required');
        return { data: await washOffers(db, classId, orderId) };
      },
    }),
    defineCall(CALLS['service-tire/radius'], {
      summary: 'Wheel radii',
      // The desk takes tyre sets into storage too, naming their size.
      roles: CALLERS.staff,
      handler: async () => ({ data: await radii(db) }),
    }),
    defineCall(CALLS['service-tire/profile'], {
      summary: 'Tyre profiles',
      roles: CALLERS.staff,
      handler: async () => ({ data: await profiles(db) }),
    }),
    defineCall(CALLS['service-list/tires'], {
      summary: 'Tyre services at the prices of a radius and profile, with quantities in the order',
      roles: CALLERS.master,
      handler: async ({ query }) => ({ data: await tireOffers(db, query.radius_id, query.profile_id, query.order_id ?? query.orderId) }),
    }),
    defineCall(CALLS['workers-wash/get'], {
      summary: 'Wash workers',
      roles: CALLERS.staff,
      handler: async () => ({ data: await workersOf(db, 'wash') }),
    }),
    defineCall(CALLS['workers-tire/get'], {
      summary: 'Tyre workers',
      roles: CALLERS.staff,
      handler: async () => ({ data: await workersOf(db, 'tire') }),
    }),
  ];
}
