import type { TestApi } from './test-api';

/** Helpers that build orders through the API itself, as the wizard does. */
export interface CarsInfo {
  classes: Array<{ id: number; name: string }>;
  brands: Array<{ id: number; name: string }>;
  models: Record<string, Array<{ id: number; name: string; class_id: number }>>;
}

export async function carsInfo(api: TestApi, token: string): Promise<CarsInfo> {
  return (await api.call('GET', 'get-cars-info', { token })).body.data as CarsInfo;
}

/** A model of the given brand and name, e.g. ('Volkswagen', 'Polo'). */
export async function modelOf(api: TestApi, token: string, brand: string, model: string) {
  const info = await carsInfo(api, token);
  const b = info.brands.find((x) => x.name === brand);
  const m = b && info.models[String(b.id)]?.find((x) => x.name === model);
  if (!m) throw new Error(`no ${brand} ${model} in the reference data`);
  return m;
}

let plates = 0;
/** A fresh standard plate: А001АА77, А002АА77, ... */
export function nextPlate(): string {
  plates += 1;
  return `А${String(plates).padStart(3, '0')}ВС${77 + Math.floor(plates / 1000)}`;
}

export async function createOrder(
  api: TestApi,
  token: string,
  input: { plate?: string; phone?: string | null; name?: string; brand?: string; model?: string } = {},
): Promise<{ orderId: number; clientId: number | null; plate: string }> {
  const model = await modelOf(api, token, input.brand ?? 'Volkswagen', input.model ?? 'Polo');
  const plate = input.plate ?? nextPlate();
  const res = await api.call('POST', 'new-order', {
    token,
    body: {
      plate_number: plate,
      model_id: model.id,
      class_id: model.class_id,
      phone_number: input.phone ?? null,
      name: input.name ?? null,
    },
  });
  if (res.status !== 200) throw new Error(`new-order failed: ${JSON.stringify(res.body)}`);
  return { orderId: res.body.data.order_id, clientId: res.body.data.client_id, plate };
}

export async function washServices(api: TestApi, token: string, orderId: number) {
  const res = await api.call('GET', `service-list/wash?orderId=${orderId}`, { token });
  return res.body.data as Array<{ service_id: number; name: string; price: number; quantity: number }>;
}

export async function addWash(api: TestApi, token: string, orderId: number, serviceId: number, quantity = 1) {
  return api.call('POST', 'new-order/update', {
    token,
    body: { order_id: orderId, action: 'add', service_id: serviceId, is_wash_service: true, quantity },
  });
}

/**
 * Four wheels of the first tyre service offered at `radius` and the catalogue's first profile,
 * added as the wizard adds them; with the answer, the ids and the profile and offer chosen.
 */
export async function addTyreLine(api: TestApi, token: string, orderId: number, radius = 'R17') {
  const radii = (await api.call('GET', 'service-tire/radius', { token })).body.data as Array<{ radius_id: number; name: string }>;
  const profiles = (await api.call('GET', 'service-tire/profile', { token })).body.data as Array<{
    profile_id: number;
    name: string;
    code: string | null;
  }>;
  const radiusId = radii.find((r) => r.name === radius)!.radius_id;
  const profile = profiles[0]!;
  const query = `order_id=${orderId}&radius_id=${radiusId}&profile_id=${profile.profile_id}`;
  const offers = (await api.call('GET', `service-list/tires?${query}`, { token })).body.data as Array<{
    service_id: number;
    price: number;
  }>;
  const res = await api.call('POST', 'new-order/update', {
    token,
    body: {
      order_id: orderId,
      action: 'add',
      service_id: offers[0]!.service_id,
      is_wash_service: false,
      quantity: 4,
      tire_radius_id: radiusId,
      tire_profile_id: profile.profile_id,
    },
  });
  return { res, radiusId, profile, offer: offers[0]! };
}

export async function getOrder(api: TestApi, token: string, orderId: number) {
  const res = await api.call('GET', `order/${orderId}`, { token });
  if (res.status !== 200) throw new Error(`order/${orderId}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function washWorkers(api: TestApi, token: string) {
  return (await api.call('GET', 'workers-wash/get', { token })).body.data as Array<{ worker_id: number; name: string }>;
}

/** An order with one wash line and a worker on it, started. */
export async function startedOrder(api: TestApi, token: string, input: Parameters<typeof createOrder>[2] = {}) {
  const created = await createOrder(api, token, input);
  const [service] = await washServices(api, token, created.orderId);
  await addWash(api, token, created.orderId, service!.service_id);
  const order = await getOrder(api, token, created.orderId);
  const [worker] = await washWorkers(api, token);
  await api.call('POST', 'order/set-worker', {
    token,
    body: { order_id: created.orderId, order_item_id: order.items[0].order_item_id, workers: [worker!.worker_id] },
  });
  const started = await api.call('POST', 'order/started', { token, body: { order_id: created.orderId } });
  if (started.status !== 200) throw new Error(`start failed: ${JSON.stringify(started.body)}`);
  return { ...created, itemId: order.items[0].order_item_id as number };
}

/** An order started (startedOrder) and finished by the master: done, waiting for the desk. */
export async function finishedOrder(api: TestApi, token: string, input: Parameters<typeof createOrder>[2] = {}) {
  const order = await startedOrder(api, token, input);
  const done = await api.call('POST', 'order/complete', { token, body: { order_id: order.orderId } });
  if (done.status !== 200) throw new Error(`complete failed: ${JSON.stringify(done.body)}`);
  return order;
}
