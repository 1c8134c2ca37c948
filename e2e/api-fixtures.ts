import type { APIRequestContext } from '@playwright/test';
import { DEMO, freshPlate } from './support';

/** Orders made through the product API, as a master would make them, for screen tests. */
async function tokenOf(request: APIRequestContext, who: keyof typeof DEMO) {
  const { data } = await (await request.post('/api/v1/login', { data: DEMO[who] })).json();
  return { Authorization: `Bearer ${data.token as string}` };
}

export async function finishedOrder(request: APIRequestContext, options: { keys?: 'taken' | 'left' } = {}) {
  const headers = await tokenOf(request, 'master');
  const info = (await (await request.get('/api/v1/get-cars-info', { headers })).json()).data;
  const brand = info.brands.find((b: { name: string }) => b.name === 'Hyundai');
  const model = info.models[String(brand.id)].find((m: { name: string }) => m.name === 'Solaris');
  const plate = freshPlate().cyrillic;
  const created = (await (await request.post('/api/v1/new-order', { headers, data: { plate_number: plate, model_id: model.id, class_id: model.class_id, phone_number: '+79161112200' } })).json()).data;
  const id = created.order_id as number;
  const offers = (await (await request.get(`/api/v1/service-list/wash?orderId=${id}`, { headers })).json()).data;
  await request.post('/api/v1/new-order/update', { headers, data: { order_id: id, action: 'add', service_id: offers[0].service_id, is_wash_service: true, quantity: 2 } });
  const order = (await (await request.get(`/api/v1/order/${id}`, { headers })).json()).data;
  const workers = (await (await request.get('/api/v1/workers-wash/get', { headers })).json()).data;
  await request.post('/api/v1/order/set-worker', { headers, data: { order_id: id, order_item_id: order.items[0].order_item_id, workers: [workers[0].worker_id] } });
  if (options.keys) await request.post(`/api/v1/order/keys-${options.keys}`, { headers, data: { order_id: id } });
  await request.post('/api/v1/order/started', { headers, data: { order_id: id } });
  await request.post('/api/v1/order/complete', { headers, data: { order_id: id } });
  const done = (await (await request.get(`/api/v1/order/${id}`, { headers })).json()).data;
  return { orderId: id, plate, due: done.pay_sum as number };
}

/**
 * An order left at step 3 of the wizard: a car, no service yet. `addService` puts the first
 * wash on it, as the master's tap would.
 */
export async function draftOrder(request: APIRequestContext) {
  const headers = await tokenOf(request, 'master');
  const info = (await (await request.get('/api/v1/get-cars-info', { headers })).json()).data;
  const brand = info.brands.find((b: { name: string }) => b.name === 'Kia');
  const model = info.models[String(brand.id)][0] as { id: number; class_id: number };
  const plate = freshPlate().cyrillic;
  const id = (await (await request.post('/api/v1/new-order', { headers, data: { plate_number: plate, model_id: model.id, class_id: model.class_id } })).json()).data.order_id as number;
  const addService = async () => {
    const offers = (await (await request.get(`/api/v1/service-list/wash?orderId=${id}`, { headers })).json()).data;
    await request.post('/api/v1/new-order/update', { headers, data: { order_id: id, action: 'add', service_id: offers[0].service_id, is_wash_service: true } });
  };
  return { orderId: id, plate, addService };
}

/** An order a master has just taken, with one service: it is 'Ожидает'. */
export async function waitingOrder(request: APIRequestContext) {
  const { orderId, plate, addService } = await draftOrder(request);
  // With a service: an order without one is a draft, in no list and not on the TV.
  await addService();
  return { orderId, plate };
}

/** An order a master has started (one wash service, a worker): it is 'В работе'. */
export async function startedOrder(request: APIRequestContext, car: { brand: string; model?: string } = { brand: 'Lada' }) {
  const headers = await tokenOf(request, 'master');
  const info = (await (await request.get('/api/v1/get-cars-info', { headers })).json()).data;
  const brand = info.brands.find((b: { name: string }) => b.name === car.brand);
  const models = info.models[String(brand.id)] as Array<{ id: number; name: string; class_id: number }>;
  const model = car.model ? models.find((m) => m.name === car.model)! : models[0]!;
  const plate = freshPlate().cyrillic;
  const id = (await (await request.post('/api/v1/new-order', { headers, data: { plate_number: plate, model_id: model.id, class_id: model.class_id } })).json()).data.order_id as number;
  const offers = (await (await request.get(`/api/v1/service-list/wash?orderId=${id}`, { headers })).json()).data;
  await request.post('/api/v1/new-order/update', { headers, data: { order_id: id, action: 'add', service_id: offers[0].service_id, is_wash_service: true } });
  const order = (await (await request.get(`/api/v1/order/${id}`, { headers })).json()).data;
  const workers = (await (await request.get('/api/v1/workers-wash/get', { headers })).json()).data;
  await request.post('/api/v1/order/set-worker', { headers, data: { order_id: id, order_item_id: order.items[0].order_item_id, workers: [workers[0].worker_id] } });
  await request.post('/api/v1/order/started', { headers, data: { order_id: id } });
  return { orderId: id, plate, headers };
}

/**
 * An order in work with two wash services, a worker on each and the keys in a cell, made
 * through the API as the master's tablet would make it.
 */
export async function startedTwoLineOrder(request: APIRequestContext) {
  const headers = await tokenOf(request, 'master');
  const info = (await (await request.get('/api/v1/get-cars-info', { headers })).json()).data;
  const brand = info.brands.find((b: { name: string }) => b.name === 'Toyota');
  const model = info.models[String(brand.id)].find((m: { name: string }) => m.name === 'Camry');
  const plate = freshPlate().cyrillic;
  const id = (await (await request.post('/api/v1/new-order', { headers, data: { plate_number: plate, model_id: model.id, class_id: model.class_id } })).json()).data.order_id as number;
  const offers = (await (await request.get(`/api/v1/service-list/wash?orderId=${id}`, { headers })).json()).data as Array<{ service_id: number; name: string }>;
  for (const offer of offers.slice(0, 2)) {
    await request.post('/api/v1/new-order/update', { headers, data: { order_id: id, action: 'add', service_id: offer.service_id, is_wash_service: true } });
  }
  const order = (await (await request.get(`/api/v1/order/${id}`, { headers })).json()).data;
  const workers = (await (await request.get('/api/v1/workers-wash/get', { headers })).json()).data;
  for (const item of order.items) {
    await request.post('/api/v1/order/set-worker', { headers, data: { order_id: id, order_item_id: item.order_item_id, workers: [workers[0].worker_id] } });
  }
  await request.post('/api/v1/order/keys-taken', { headers, data: { order_id: id } });
  await request.post('/api/v1/order/started', { headers, data: { order_id: id } });
  const lines = order.items.map((i: { name: string; sum: number }) => ({ name: i.name, sum: i.sum })) as Array<{ name: string; sum: number }>;
  return { orderId: id, plate, lines, due: order.pay_sum as number };
}

/**
 * A finished order with a wash line and a tyre line at R16 «Стандартный», for «Повторить»:
 * its plate has a car and client already, and step 3 lists it under «Последние заказы».
 */
export async function finishedTyreOrder(request: APIRequestContext) {
  const headers = await tokenOf(request, 'master');
  const get = async (path: string) => (await (await request.get(`/api/v1/${path}`, { headers })).json()).data;
  const info = await get('get-cars-info');
  const brand = info.brands.find((b: { name: string }) => b.name === 'Kia');
  const model = info.models[String(brand.id)].find((m: { name: string }) => m.name === 'Sportage');
  const plate = freshPlate().cyrillic;
  const phone = `+7916${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const id = (await (await request.post('/api/v1/new-order', { headers, data: { plate_number: plate, model_id: model.id, class_id: model.class_id, phone_number: phone } })).json()).data.order_id as number;
  const r16 = (await get('service-tire/radius')).find((r: { name: string }) => r.name === 'R16').radius_id as number;
  const standard = (await get('service-tire/profile')).find((p: { name: string }) => p.name === 'Стандартный').profile_id as number;
  const wash = (await get(`service-list/wash?orderId=${id}`))[0];
  const tyre = (await get(`service-list/tires?order_id=${id}&radius_id=${r16}&profile_id=${standard}`))[0];
  await request.post('/api/v1/new-order/update', { headers, data: { order_id: id, action: 'add', service_id: wash.service_id, is_wash_service: true } });
  await request.post('/api/v1/new-order/update', { headers, data: { order_id: id, action: 'add', service_id: tyre.service_id, is_wash_service: false, tire_radius_id: r16, tire_profile_id: standard } });
  const order = await get(`order/${id}`);
  const [washers, fitters] = [await get('workers-wash/get'), await get('workers-tire/get')];
  for (const item of order.items as Array<{ order_item_id: number; is_wash: boolean }>) {
    const worker = (item.is_wash ? washers : fitters)[0].worker_id;
    await request.post('/api/v1/order/set-worker', { headers, data: { order_id: id, order_item_id: item.order_item_id, workers: [worker] } });
  }
  await request.post('/api/v1/order/keys-left', { headers, data: { order_id: id } });
  await request.post('/api/v1/order/started', { headers, data: { order_id: id } });
  const done = await request.post('/api/v1/order/complete', { headers, data: { order_id: id } });
  if (!done.ok()) throw new Error(`order/complete: ${await done.text()}`);
  return { orderId: id, plate, wash: wash.name as string, tyre: tyre.name as string };
}

/** An order of the demo data that a company pays by its contract (pay status 4). */
export async function contractOrderId(request: APIRequestContext): Promise<number> {
  const headers = await tokenOf(request, 'cashier');
  for (let page = 1; page <= 10; page += 1) {
    const { orders } = (await (await request.get(`/api/v1/order/list?page_size=50&page=${page}`, { headers })).json()).data as { orders: Array<{ id: number; pay_status: number }> };
    const found = orders.find((o) => o.pay_status === 4);
    if (found) return found.id;
    if (orders.length < 50) break;
  }
  throw new Error('the demo data has no contract order');
}
