import type { APIRequestContext } from '@playwright/test';
import type { CallData } from '../api/contract/calls';
import { apiAs, type TestApi, type Who } from './api-client';
import { freshPlate } from './support';

/**
 * Orders made through the product API, as a master's tablet would make them, for screen
 * tests: the steps (a car, services, workers, keys, start, finish) as small typed pieces
 * over the contract (api-client.ts), and the orders the specs start from.
 */
export interface Car {
  brand: string;
  /** The brand's first model when not named. */
  model?: string;
}
type Model = CallData<'get-cars-info'>['models'][string][number];
type Offer = CallData<'service-list/wash'>[number];

/** The model of the catalogue, by brand and model name. */
export async function modelOf(api: TestApi, car: Car): Promise<Model> {
  const info = await api.call('get-cars-info');
  const brand = info.brands.find((b) => b.name === car.brand);
  const models = brand ? (info.models[String(brand.id)] ?? []) : [];
  const model = car.model ? models.find((m) => m.name === car.model) : models[0];
  if (!model) throw new Error(`the catalogue has no ${car.brand} ${car.model ?? ''}`.trim());
  return model;
}

/** Step 2 of the wizard: a new order for this car, on a plate no other test uses unless one is given. */
export async function newOrder(api: TestApi, car: Car | Pick<Model, 'id' | 'class_id'>, options: { plate?: string; phone?: string } = {}) {
  const model = 'brand' in car ? await modelOf(api, car) : car;
  const plate = options.plate ?? freshPlate().cyrillic;
  const phone = options.phone ? { phone_number: options.phone } : {};
  const { order_id: orderId } = await api.call('new-order', {
    body: { plate_number: plate, model_id: model.id, class_id: model.class_id, ...phone },
  });
  return { orderId, plate };
}

/** Step 3: the first `count` wash services offered for the order, as the master's taps would add them. */
export async function addWashes(api: TestApi, orderId: number, options: { count?: number; quantity?: number } = {}): Promise<Offer[]> {
  const count = options.count ?? 1;
  const offers = (await api.call('service-list/wash', { query: { orderId } })).slice(0, count);
  if (offers.length < count) throw new Error(`order №${orderId}: ${count} wash services wanted, ${offers.length} offered`);
  for (const offer of offers) {
    await api.call('new-order/update', {
      body: { order_id: orderId, action: 'add', service_id: offer.service_id, is_wash_service: true, quantity: options.quantity },
    });
  }
  return offers;
}

/**
 * The task page's steps up to «В работу»: the first washer or fitter on every line, the
 * keys (when asked), start. Returns the order as it was before the start.
 */
export async function startWork(api: TestApi, orderId: number, options: { keys?: 'taken' | 'left' } = {}) {
  const order = await api.call('order/:id', { params: { id: orderId } });
  const [washers, fitters] = await Promise.all([api.call('workers-wash/get'), api.call('workers-tire/get')]);
  for (const item of order.items) {
    const worker = (item.is_wash ? washers : fitters)[0];
    if (!worker) throw new Error(`no ${item.is_wash ? 'washer' : 'fitter'} to put on «${item.name}»`);
    await api.call('order/set-worker', { body: { order_id: orderId, order_item_id: item.order_item_id, workers: [worker.worker_id] } });
  }
  if (options.keys === 'taken') await api.call('order/keys-taken', { body: { order_id: orderId } });
  if (options.keys === 'left') await api.call('order/keys-left', { body: { order_id: orderId } });
  await api.call('order/started', { body: { order_id: orderId } });
  return order;
}

/** The task page's «Завершить». */
export const complete = (api: TestApi, orderId: number) => api.call('order/complete', { body: { order_id: orderId } });

/** A finished, unpaid order of a Hyundai Solaris with one wash line of quantity 2, the client's phone known. */
export async function finishedOrder(request: APIRequestContext, options: { keys?: 'taken' | 'left' } = {}) {
  const api = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(api, { brand: 'Hyundai', model: 'Solaris' }, { phone: '+79161112200' });
  await addWashes(api, orderId, { quantity: 2 });
  await startWork(api, orderId, options);
  await complete(api, orderId);
  const done = await api.call('order/:id', { params: { id: orderId } });
  return { orderId, plate, due: done.pay_sum };
}

/**
 * An order left at step 3 of the wizard: a car, no service yet. `addService` puts the first
 * wash on it, as the master's tap would.
 */
export async function draftOrder(request: APIRequestContext, car: Car = { brand: 'Kia' }) {
  const api = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(api, car);
  return { orderId, plate, addService: () => addWashes(api, orderId) };
}

/** An order a master has just taken, with `washes` wash services (one by default): it is 'Ожидает'. */
export async function waitingOrder(request: APIRequestContext, options: { car?: Car; washes?: number } = {}) {
  const api = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(api, options.car ?? { brand: 'Kia' });
  // With a service: an order without one is a draft, in no list and not on the TV.
  const offers = await addWashes(api, orderId, { count: options.washes });
  return { orderId, plate, services: offers.map((o) => o.name) };
}

/** An order a master has started (one wash service, a worker): it is 'В работе'. The master's client comes with it. */
export async function startedOrder(request: APIRequestContext, car: Car = { brand: 'Lada' }) {
  const api = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(api, car);
  await addWashes(api, orderId);
  await startWork(api, orderId);
  return { orderId, plate, api };
}

/**
 * An order in work with two wash services, a worker on each and the keys in a cell, made
 * through the API as the master's tablet would make it.
 */
export async function startedTwoLineOrder(request: APIRequestContext) {
  const api = await apiAs(request, 'master');
  const { orderId, plate } = await newOrder(api, { brand: 'Toyota', model: 'Camry' });
  await addWashes(api, orderId, { count: 2 });
  const order = await startWork(api, orderId, { keys: 'taken' });
  return { orderId, plate, lines: order.items.map((i) => ({ name: i.name, sum: i.sum })), due: order.pay_sum };
}

/**
 * A finished order with a wash line and a tyre line at R16 «Стандартный», for «Повторить»:
 * its plate has a car and client already, and step 3 lists it under «Последние заказы».
 */
export async function finishedTyreOrder(request: APIRequestContext) {
  const api = await apiAs(request, 'master');
  const phone = `+7916${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const { orderId, plate } = await newOrder(api, { brand: 'Kia', model: 'Sportage' }, { phone });
  const r16 = (await api.call('service-tire/radius')).find((r) => r.name === 'R16')!.radius_id;
  const standard = (await api.call('service-tire/profile')).find((p) => p.name === 'Стандартный')!.profile_id;
  const [wash] = await addWashes(api, orderId);
  const [tyre] = await api.call('service-list/tires', { query: { order_id: orderId, radius_id: r16, profile_id: standard } });
  if (!tyre) throw new Error('no tyre service offered at R16 «Стандартный»');
  await api.call('new-order/update', {
    body: {
      order_id: orderId,
      action: 'add',
      service_id: tyre.service_id,
      is_wash_service: false,
      tire_radius_id: r16,
      tire_profile_id: standard,
    },
  });
  await startWork(api, orderId, { keys: 'left' });
  await complete(api, orderId);
  return { orderId, plate, wash: wash!.name, tyre: tyre.name };
}

/** An order of the demo data that a company pays by its contract (pay status 4). */
export async function contractOrderId(request: APIRequestContext): Promise<number> {
  const api = await apiAs(request, 'cashier');
  for (let page = 1; page <= 10; page += 1) {
    const { orders } = await api.call('order/list', { query: { page_size: 50, page } });
    const found = orders.find((o) => o.pay_status === 4);
    if (found) return found.id;
    if (orders.length < 50) break;
  }
  throw new Error('the demo data has no contract order');
}

/** The counters the API reports for a demo role, to compare with the badges on screen. */
export async function countersOf(request: APIRequestContext, who: Exclude<Who, 'display'>) {
  const api = await apiAs(request, who);
  const stats = who === 'master' ? await api.call('get-order-stats') : await api.call('get-order-stats-cashier');
  await api.call('logout');
  const forPayment = 'waitingForPayment' in stats ? stats.waitingForPayment : stats.waiting_for_payment;
  return { waiting: stats.waiting.all, inProgress: stats.in_progress.all, done: stats.done.all, waitingForPayment: forPayment.all };
}
