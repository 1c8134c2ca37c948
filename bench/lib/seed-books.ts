import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';

/**
 * The cash side of the books over orders seedOrders made: a closed shift of the demo cashier
 * for each day that has payments (its float, what it expected and what was counted), a change
 * put in and a takings taken out of each, every payment of the day in its shift, and a refund
 * on every fiftieth paid order. For the backup drill: every money table holds rows and sums.
 */
export async function seedBooks(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`insert into cash_shifts (user_id, opened_at, opening_float, closed_at, closed_by, expected_cash, counted_cash)
      select u.id, d, 500000, d + interval '14 hours', u.id, expected, expected - (extract(day from d)::int % 3) * 50
      from (select d, 500000 + 1000 * extract(doy from d)::int as expected
            from (select distinct date_trunc('day', added_at) + interval '8 hours' d from payments) opened) days,
           (select id from users where login = 'cashier') u`),
  );
  await db.execute(
    sql.raw(
      `update payments p set shift_id = s.id from cash_shifts s where date_trunc('day', p.added_at) + interval '8 hours' = s.opened_at`,
    ),
  );
  await db.execute(
    sql.raw(`insert into cash_moves (shift_id, kind, sum, reason, user_id, added_at)
      select id, 'in', 100000 + id % 7 * 1050, 'размен', user_id, opened_at + interval '5 minutes' from cash_shifts
      union all
      select id, 'out', 300000 + id % 11 * 2575, 'в банк', user_id, closed_at - interval '5 minutes' from cash_shifts`),
  );
  await db.execute(
    sql.raw(`insert into payments (order_id, added_at, kind, method, fuel_card_name, sum, shift_id)
      select p.order_id, p.added_at + interval '1 hour', 'refund', p.method, p.fuel_card_name, greatest(1, p.sum / 10), p.shift_id
      from payments p where p.kind = 'payment' and p.id % 50 = 0`),
  );
}
