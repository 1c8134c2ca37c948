import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isoOf, rawRows } from '../db/raw-rows';
import { notFound } from '../domain/refusal';
import { carSummaries } from './car-summary';
import { visitPage } from './visit-rows';

interface HolderRow extends Record<string, unknown> {
  client_id: number;
  name: string | null;
  phone: string | null;
  forgotten: boolean;
  first: unknown;
  last: unknown;
  orders: number;
}

/**
 * `car/{id}`: the car, its clients over time (by its orders: a phone change on an order moves
 * the car, docs/domain.md 'Clients and cars'), its orders and its last tyre size.
 */
export async function carCard(db: Db, id: number, page: number) {
  const [car] = await carSummaries(db, sql`k.id = ${id}`);
  if (!car) throw notFound('car_not_found', { id });
  const [holders, visits] = await Promise.all([
    rawRows<HolderRow>(
      db,
      sql`select h.client_id, c.name, c.phone, c.forgotten_at is not null as forgotten, h.first, h.last, h.orders
          from (select client_id, min(created_at) as first, max(created_at) as last, count(*)::int as orders
                from orders where car_id = ${id} and not is_draft and client_id is not null group by client_id) h
          join clients c on c.id = h.client_id order by h.first`,
    ),
    visitPage(db, 'car', id, page),
  ]);
  return {
    ...car,
    clients: holders.map((h) => ({
      client_id: Number(h.client_id),
      name: h.name,
      phone: h.phone,
      forgotten: Boolean(h.forgotten),
      first: isoOf(h.first)!,
      last: isoOf(h.last)!,
      orders: Number(h.orders),
    })),
    orders: visits,
  };
}
