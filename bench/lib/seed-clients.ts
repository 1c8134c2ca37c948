import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';
import { rawRows } from '../../api/db/raw-rows';

/** How many visits the busiest client gets: the card the requirement names. */
export const STAR_VISITS = 500;

const MIGRATION = fileURLToPath(new URL('../../api/db/migrations/0026_clients_and_cars.sql', import.meta.url));

const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Федоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семенов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
];

export interface StarClient {
  id: number;
  phone: string;
  cars: number;
  visits: number;
}

/**
 * The clients' side of what seedOrders made, for the client search and the card:
 * - phones spread over the mobile range (the generator numbers them +79000…, so every
 *   phone would share its trigrams '900' and '000'): '+79' and nine digits of id × 7¹⁰
 *   modulo 999,000,000, one phone per client as before;
 * - names with a surname ('Иванов Сергей', 'Петрова Ольга'; 20 surnames over 8 first names);
 * - one client with STAR_VISITS visits: the client with the most cars keeps its own orders and
 *   gets every n-th other visit of the five years, moved to its cars with their lines, payments
 *   and workers as generated; its tyre orders get a size, and it gets three notes;
 * - visits, first and last visit of every client as migration 0026's last statement sets them,
 *   then VACUUM ANALYZE of the tables touched (FULL for clients, rewritten three times here).
 */
export async function seedClients(db: Db, log: (line: string) => void = console.log): Promise<StarClient> {
  const step = async (title: string, statement: ReturnType<typeof sql>) => {
    const t = Date.now();
    await db.execute(statement);
    log(`${title}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await step('phones', sql.raw(`update clients set phone = '+79' || lpad(((id::bigint * 282475249) % 999000000 + 1000000)::text, 9, '0')`));
  const surnames = `array[${SURNAMES.map((s) => `'${s}'`).join(',')}]`;
  await step(
    'names',
    sql.raw(`update clients set name = (${surnames})[1 + (id / 8) % ${SURNAMES.length}]
      || case when name in ('Ольга', 'Елена', 'Мария', 'Анна') then 'а' else '' end || ' ' || name`),
  );

  const [star] = await rawRows<{ client_id: number; n: number }>(
    db,
    sql`select client_id, count(*)::int as n from cars where client_id is not null group by client_id order by n desc, client_id limit 1`,
  );
  if (!star) throw new Error('no client with a car: seed the orders first');
  const starId = Number(star.client_id);
  // Visits are orders neither drafts nor cancelled: the client's own, then every n-th other one of the five years.
  const [counts] = await rawRows<{ total: number; own: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where client_id = ${starId}))::int as own
        from orders where not is_draft and job_status <> 'canceled'`,
  );
  const wanted = STAR_VISITS - Number(counts?.own ?? 0);
  const every = Math.max(1, Math.floor(Number(counts?.total ?? 0) / wanted));
  await step(
    `${wanted} more orders to client ${starId}`,
    sql`with k as (select id, plate_number, class_id, client_id, row_number() over (order by id) - 1 as i, count(*) over () as n
                   from cars where client_id = ${starId}),
             p as (select id, row_number() over (order by id) - 1 as j
                   from (select id, row_number() over (order by id) as rn from orders
                         where not is_draft and job_status <> 'canceled' and client_id <> ${starId}) s
                   where rn % ${every} = 0 order by id desc limit ${wanted})
        update orders o set car_id = k.id, client_id = k.client_id, plate_number = k.plate_number, class_id = k.class_id
        from p join k on k.i = p.j % k.n where o.id = p.id`,
  );
  await db.execute(
    sql`update orders set tire_radius_id = (select min(id) from tire_radii), tire_profile_id = (select min(id) from tire_profiles)
        where client_id = ${starId} and has_tire`,
  );
  await db.execute(
    sql`insert into client_notes (client_id, text, created_at)
        select ${starId}, t, now() - g * interval '90 days'
        from unnest(array['Просит не мыть двигатель', 'Ключи оставляет у администратора', 'Платит картой компании'])
             with ordinality u(t, g)`,
  );

  await step('visits of every client (migration 0026)', sql.raw(visitsStatement()));
  // The three updates above left clients three times its size: written anew, as a table that grew by inserts.
  await step('vacuum full analyze clients', sql.raw('vacuum (full, analyze) clients'));
  for (const table of ['cars', 'orders', 'client_notes']) await step(`vacuum analyze ${table}`, sql.raw(`vacuum analyze ${table}`));

  const [row] = await rawRows<{ phone: string; visits: number; cars: number }>(
    db,
    sql`select phone, visits, (select count(*)::int from cars where client_id = ${starId}) as cars from clients where id = ${starId}`,
  );
  return { id: starId, phone: row!.phone, cars: Number(row!.cars), visits: Number(row!.visits) };
}

/** The last statement of migration 0026, read from it: the visits of the clients already on the books. */
function visitsStatement(): string {
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  const found = statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).find((s) => /^UPDATE "clients" SET "visits"/i.test(s));
  if (!found) throw new Error(`${MIGRATION}: the statement that sets clients.visits is not there any more`);
  return found;
}
