import { randomName } from '../seed/random';
import { DRAFT_TTL_MS, removeStaleDrafts } from '../orders/drafts';
import { OPEN, said, type Seq } from './list-cache-sequences-steps';

/**
 * The steps of the sequence in api/calls/list-cache-sequences.test.ts that come from outside
 * the lines and the money: the keys, the owner's prices and names, the desk's bookings by
 * phone, and the server's sweep of given-up drafts.
 */

/** Keys into the box, left with the client, or handed back at the desk. */
export async function keys(w: Seq): Promise<void> {
  const back = w.rng.chance(0.4) ? w.pick((x) => x.can_return_keys, 1) : undefined;
  const o = back?.can_return_keys ? back : w.pick((x) => x.car.keys_state === 'cell' || OPEN(x), 0.9);
  if (!o) return;
  const [who, path] = o.can_return_keys
    ? (['cashier', 'order/keys-returned'] as const)
    : w.rng.pick([
        ['master', 'order/keys-taken'],
        ['master', 'order/keys-taken'],
        ['master', 'order/keys-left'],
        ['cashier', 'order/keys-returned'],
      ] as const);
  const res = await w.call(who, 'POST', path, { order_id: o.id });
  w.log(`${path} #${o.id} (${o.job_status}, keys ${o.car.keys_state}) → ${said(res)}`);
  if (res.status === 200) w.count(path);
}

/** The owner changes a wash price for a class (open unpaid orders follow when asked), renames a service or a worker. */
export async function owner(w: Seq): Promise<void> {
  const car = w.pick((o) => o.car.model_id !== null)?.car;
  if (car?.model_id && w.rng.chance(0.2)) {
    type Models = { models: { id: number; name: string; name_ru: string; class_id: number }[] };
    const list = (await w.call('owner', 'GET', `owner/models?brand_id=${car.brand_id}`)).body.data as Models;
    const m = list.models.find((x) => x.id === car.model_id)!;
    const name = `${m.name.replace(/ \d+$/, '')} ${w.step}`;
    const res = await w.call('owner', 'POST', 'owner/model', { id: m.id, brand_id: car.brand_id, name, class_id: m.class_id });
    w.log(`owner renames model ${m.id} «${m.name}» → «${name}»: ${said(res)}`);
    if (res.status === 200) w.count('owner-model');
    return;
  }
  if (w.rng.chance(0.25)) {
    const workers = (await w.call('owner', 'GET', 'owner/workers')).body.data as Record<string, unknown>[];
    const worker = w.rng.pick(workers.filter((x) => x.is_active));
    const { color_font: _font, ...rest } = worker;
    const res = await w.call('owner', 'POST', 'owner/worker', { ...rest, name: `${randomName(w.rng)} ${w.step}` });
    w.log(`owner renames worker ${worker.id} → ${said(res)}`);
    if (res.status === 200) w.count('owner-worker');
    return;
  }
  type Service = { id: number; kind: 'wash' | 'tire'; name: string; is_active: boolean; sort: number; prices: Record<string, number> };
  const list = (await w.call('owner', 'GET', 'owner/prices')).body.data as { services: Service[] };
  // Mostly a service some order of the sequence has, at that order's class.
  const used = new Set([...w.truth.values()].flatMap((o) => o.items.map((i) => i.service_id)));
  const washes = list.services.filter((s) => s.kind === 'wash' && s.is_active && Object.keys(s.prices).length);
  const s = w.maybe(washes.filter((x) => used.has(x.id) && w.rng.chance(0.8))) ?? w.rng.pick(washes);
  const classId = w.rng.pick(Object.keys(s.prices));
  const rename = w.rng.chance(0.2);
  const price = Math.max(50, s.prices[classId]! + w.rng.pick([-200, -100, 50, 150, 300]));
  const body = {
    id: s.id,
    kind: s.kind,
    name: rename ? `${s.name.replace(/ \(\d+\)$/, '')} (${w.step})` : s.name,
    is_active: true,
    sort: s.sort,
    prices: rename ? undefined : [{ class_id: Number(classId), price }],
    reprice_open: w.rng.chance(0.6),
  };
  const res = await w.call('owner', 'POST', 'owner/service', body);
  const what = rename ? `renames service ${s.id}` : `prices service ${s.id} class ${classId} at ${price} (reprice ${body.reprice_open})`;
  w.log(`owner ${what} → ${said(res)} ${res.status === 200 ? `repriced ${res.body.data.repriced_orders}` : ''}`);
  if (res.status === 200) w.count(rename ? 'owner-rename' : body.reprice_open ? 'owner-reprice' : 'owner-price');
}

/**
 * The desk books a car by phone, giving a name: for a known client without one (the booking
 * names them: every list showing their orders must follow), or for a new phone.
 */
export async function deskBooking(w: Seq): Promise<void> {
  const o = w.pick((x) => x.client?.phone != null && x.client.name === null && x.items.some((i) => i.kind === 'wash'), 1);
  const service = o?.items.find((i) => i.kind === 'wash')?.service_id;
  const nameless = o?.client?.phone && o.client.name === null && service ? o : undefined;
  const classId = nameless?.car.class_id ?? w.models[0]!.class_id;
  const offers = nameless
    ? []
    : ((await w.call('master', 'GET', `service-list/wash?class_id=${classId}`)).body.data as { service_id: number }[]);
  const washes = [nameless ? service! : offers[0]!.service_id];
  const slots = await w.call('master', 'GET', `bookings/slots?kind=wash&services=${washes.join(',')}&class_id=${classId}`);
  const start = ((slots.body.data?.days ?? []) as { starts: string[] }[]).flatMap((d) => d.starts)[w.rng.int(0, 5)];
  if (!start) return w.log(`bookings/slots → ${said(slots)}, no time free`);
  const phone = nameless?.client?.phone ?? w.newPhone();
  const name = `${randomName(w.rng)} ${w.step}`;
  const body = { kind: 'wash', service_ids: washes, class_id: classId, plate_number: w.newPlate(), starts_at: start, phone, name };
  const res = await w.call('master', 'POST', 'bookings/create', body);
  w.log(`desk booking for ${phone} (${nameless ? `client ${nameless.client!.id} of #${nameless.id}` : 'new'}) «${name}» → ${said(res)}`);
  if (res.status === 200) w.count(nameless ? 'booking-names-client' : 'booking');
}

/** The server's sweep of given-up drafts, run as a day later (it runs in the process that answers the lists). */
export async function sweep(w: Seq): Promise<void> {
  const removed = await removeStaleDrafts(w.api.database.db, new Date(Date.now() + DRAFT_TTL_MS + 60_000));
  for (const id of [...w.orders]) {
    if ((await w.call('owner', 'GET', `order/${id}`)).status !== 404) continue;
    w.orders.splice(w.orders.indexOf(id), 1);
    w.truth.delete(id);
  }
  w.log(`the sweep of drafts a day old removed ${removed}`);
  if (removed) w.count('drafts-swept');
}
