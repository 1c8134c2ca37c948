import {
  carsInfoAnswerSchema,
  brandSearchAnswerSchema,
  modelSearchAnswerSchema,
  modelSearchQuerySchema,
  namesAnswerSchema,
  platesAnswerSchema,
  profileListAnswerSchema,
  radiusListAnswerSchema,
  searchQuerySchema,
  serviceListAnswerSchema,
  tireListQuerySchema,
  washListQuerySchema,
  workersAnswerSchema,
} from '../contract/catalogue';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { carsInfo, profiles, radii, searchBrands, searchModels, searchNames, searchPlates, tireOffers, washOffers, workersOf } from '../catalogue/catalogue';
import type { ApiContext } from '../context';
import { invalid, notFound } from '../domain/refusal';
import { defineCall, type AnyCallSpec } from '../http/registry';

/** Reference data and catalogue for the new-order wizard (master). */
export function catalogueCalls({ db }: ApiContext): AnyCallSpec[] {
  const master = ['master'] as const;
  const classOfOrder = async (orderId: number) => {
    const [order] = await db.select({ classId: orders.classId }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('order_not_found', { id: orderId });
    return order.classId;
  };
  return [
    defineCall({ method: 'get', path: '/get-cars-info', summary: 'Vehicle classes, brands and models by brand', roles: master, answer: carsInfoAnswerSchema, handler: async () => ({ data: await carsInfo(db) }) }),
    defineCall({
      method: 'get',
      path: '/info/translit-brands',
      summary: 'Brands matching a search typed in either alphabet',
      roles: master,
      query: searchQuerySchema,
      answer: brandSearchAnswerSchema,
      handler: async ({ query }) => ({ data: await searchBrands(db, query.search) }),
    }),
    defineCall({
      method: 'get',
      path: '/info/translit-models',
      summary: 'Models (of a brand) matching a search typed in either alphabet',
      roles: master,
      query: modelSearchQuerySchema,
      answer: modelSearchAnswerSchema,
      handler: async ({ query }) => ({ data: await searchModels(db, query.search, query.brand_id) }),
    }),
    defineCall({ method: 'get', path: '/info/names', summary: 'Client names for suggestions', roles: master, query: searchQuerySchema, answer: namesAnswerSchema, handler: async ({ query }) => ({ data: await searchNames(db, query.search) }) }),
    defineCall({ method: 'get', path: '/info/plates', summary: 'Known plates for the autocomplete', roles: master, query: searchQuerySchema, answer: platesAnswerSchema, handler: async ({ query }) => ({ data: await searchPlates(db, query.search) }) }),
    defineCall({
      method: 'get',
      path: '/service-list/wash',
      summary: 'Wash services at the prices of the order (or given) class, with quantities in the order',
      roles: master,
      query: washListQuerySchema,
      answer: serviceListAnswerSchema,
      handler: async ({ query }) => {
        const orderId = query.orderId ?? query.order_id;
        const classId = query.class_id ?? (orderId ? await classOfOrder(orderId) : undefined);
        if (!classId) throw invalid('class_id_required');
        return { data: await washOffers(db, classId, orderId) };
      },
    }),
    defineCall({ method: 'get', path: '/service-tire/radius', summary: 'Wheel radii', roles: master, answer: radiusListAnswerSchema, handler: async () => ({ data: await radii(db) }) }),
    defineCall({ method: 'get', path: '/service-tire/profile', summary: 'Tyre profiles', roles: master, answer: profileListAnswerSchema, handler: async () => ({ data: await profiles(db) }) }),
    defineCall({
      method: 'get',
      path: '/service-list/tires',
      summary: 'Tyre services at the prices of a radius and profile, with quantities in the order',
      roles: master,
      query: tireListQuerySchema,
      answer: serviceListAnswerSchema,
      handler: async ({ query }) => ({ data: await tireOffers(db, query.radius_id, query.profile_id, query.order_id ?? query.orderId) }),
    }),
    defineCall({ method: 'get', path: '/workers-wash/get', summary: 'Wash workers', roles: ['master', 'cashier'], answer: workersAnswerSchema, handler: async () => ({ data: await workersOf(db, 'wash') }) }),
    defineCall({ method: 'get', path: '/workers-tire/get', summary: 'Tyre workers', roles: ['master', 'cashier'], answer: workersAnswerSchema, handler: async () => ({ data: await workersOf(db, 'tire') }) }),
  ];
}
