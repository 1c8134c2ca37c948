import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';
import { seedReferenceData } from '../../api/seed/reference-data';
import { seedDemoUsers } from '../../api/seed/demo-users';

/**
 * Generates `total` orders with their clients, cars, lines and payments, set-based in SQL
 * (generate_series), replacing any orders there were. Orders spread over about five years;
 * the newest ones form today's queue, and only recent orders wait for payment (every third
 * of the last 300), as at a real desk. Paid orders have their payment, by card, cash or a
 * fuel card; every line has its worker, every fourth line two.
 * The demo users are there afterwards, so a server on this database can be signed in to.
 * `shape.clients`: how many clients share the cars (a quarter of the orders unless given).
 */
export async function seedOrders(
  db: Db,
  total: number,
  log: (line: string) => void = console.log,
  shape: { clients?: number } = {},
): Promise<number> {
  const started = Date.now();
  await seedReferenceData(db);
  await seedDemoUsers(db);
  const step = async (title: string, statement: ReturnType<typeof sql>) => {
    const t = Date.now();
    await db.execute(statement);
    log(`${title}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };

  const clientsN = shape.clients ?? Math.max(10, Math.floor(total / 4));
  const carsN = Math.max(10, Math.floor(total / 3));
  // Letters of standard plates; the number g maps to a unique plate.
  const L = `'АВЕКМНОРСТУХ'`;

  await step(
    'truncate',
    sql.raw(`truncate payments, cash_moves, cash_shifts, order_item_workers, order_items, orders, cars, clients restart identity cascade`),
  );
  await step(
    'clients',
    sql.raw(`insert into clients (phone, name)
      select '+79' || lpad(g::text, 9, '0'), (array['Александр','Сергей','Ольга','Елена','Иван','Мария','Дмитрий','Анна'])[1 + g % 8]
      from generate_series(1, ${clientsN}) g`),
  );
  await step(
    'cars',
    sql.raw(`insert into cars (plate_number, model_id, class_id, client_id)
      select substr(${L}, 1 + g % 12, 1) || lpad((1 + (g / 12) % 999)::text, 3, '0')
               || substr(${L}, 1 + (g / 11988) % 12, 1) || substr(${L}, 1 + (g / 143856) % 12, 1)
               || (array['77','97','99','177','197','199','777','797','799','50','90','150','190','750'])[1 + (g / 1726272) % 14],
             m.id, m.class_id, 1 + g % ${clientsN}
      from generate_series(1, ${carsN}) g
      join lateral (select id, class_id from models order by id offset (g % (select count(*) from models)) limit 1) m on true`),
  );
  // The derived columns are written as the order's derivation would write them: no
  // discounts, a canceled order costs nothing, a paid car's parking clock stopped at payment.
  await step(
    'orders',
    sql.raw(`insert into orders (created_at, car_id, client_id, plate_number, class_id, job_status, pay_status, has_wash, has_tire,
                         total_sum, sum_final, total_paid, pay_sum, needs_cashier, keys_state, started_at, done_at, pay_at,
                         parking_stopped_at, changed_fields)
      select created, c.id, c.client_id, c.plate_number, c.class_id,
             status, case when paid then 3 else 1 end,
             g % 4 <> 0, g % 4 = 0,
             price, price, case when paid then price else 0 end, case when paid then 0 else price end, not paid and price > 0,
             case when status = 'done' then 'returned' else 'client' end,
             created + interval '10 minutes', case when status = 'done' then created + interval '1 hour' end,
             case when paid then created + interval '1 hour' end, case when paid then created + interval '1 hour' end, '{created}'
      from (
        select g, created, status, status = 'done' and not (g > ${total} - 300 and g % 3 = 0) as paid,
               case when status = 'canceled' then 0 else amount end as price
        from (
          select g, now() - ((${total} - g) * (interval '5 years' / ${total})) as created,
                 case when g > ${total} - 40 then 'waiting' when g > ${total} - 70 then 'in_progress'
                      when g % 50 = 0 then 'canceled' else 'done' end as status,
                 (50000 + (g::bigint * 7919) % 400000)::int as amount
          from generate_series(1, ${total}) g
        ) s
      ) o
      join cars c on c.id = 1 + o.g % ${carsN}`),
  );
  await step(
    'order lines',
    sql.raw(`insert into order_items (order_id, service_id, kind, name, quantity, price, sum_before_discount, sum, status)
      select o.id, s.id, s.kind, s.name, 1, p.price, p.price, p.price,
             case when o.job_status = 'done' then 'done' when o.job_status = 'canceled' then 'canceled' else 'active' end
      from orders o
      cross join lateral (select case when o.job_status = 'canceled' then 100000 else o.total_sum end as price) p
      join lateral (select id, kind, name from services where kind = case when o.has_tire then 'tire' else 'wash' end
                    order by id offset (o.id % 10) limit 1) s on true`),
  );

  // Who did each line: one worker of its kind, and a second on every fourth line (shared).
  await step(
    'line workers',
    sql.raw(`with ww as (select array_agg(id order by id) a from workers where kind = 'wash'),
                  tw as (select array_agg(id order by id) a from workers where kind = 'tire'),
                  picked as (
                    select i.id item_id,
                           (case when i.kind = 'tire' then tw.a else ww.a end)
                             [1 + (i.id + k) % array_length(case when i.kind = 'tire' then tw.a else ww.a end, 1)] worker_id
                    from order_items i, ww, tw, generate_series(0, 1) k
                    where i.status <> 'canceled' and (k = 0 or i.id % 4 = 0))
      insert into order_item_workers (order_item_id, worker_id, commission_percent, share_weight)
      select p.item_id, p.worker_id, w.commission_percent, w.share_weight from picked p join workers w on w.id = p.worker_id`),
  );
  await step(
    'payments',
    sql.raw(`insert into payments (order_id, added_at, method, fuel_card_name, sum)
      select id, coalesce(pay_at, created_at),
             case when id % 3 = 0 then 'cash' when id % 7 = 0 then 'fuel' else 'card' end,
             case when id % 3 <> 0 and id % 7 = 0 then (array['yandex', 'petrol'])[1 + id % 2] end,
             total_paid
      from orders where total_paid > 0`),
  );
  await step('analyze', sql.raw('analyze'));
  return Date.now() - started;
}
