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
