import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';
import { rawRows } from '../../api/db/raw-rows';

const MIGRATION = fileURLToPath(new URL('../../api/db/migrations/0029_customer_link.sql', import.meta.url));

/**
 * The customers' links of the orders seedOrders made (it writes none): the statements of
 * migration 0029 that update orders, read from it and run in its order, as an upgraded shop's
 * orders got theirs: a link for every order a customer may still follow (open, or done in the
 * last 30 days), and the moment those already handed over were collected. Returns how many orders have a link.
 */
export async function seedLinks(db: Db): Promise<number> {
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  const updates = statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter((s) => /^UPDATE "orders" SET /i.test(s));
  if (!updates.some((s) => /^UPDATE "orders" SET "public_token"/i.test(s)))
    throw new Error(`${MIGRATION}: the statement that gives orders their links is not there any more`);
  for (const statement of updates) await db.execute(sql.raw(statement));
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from orders where public_token is not null`);
  return Number(row?.n ?? 0);
}

/**
 * Today's queue as the shop would have it: seedOrders stamps every order started ten minutes
 * after it came, the waiting ones too, and the wait estimate takes a started car for one in
 * work (api/orders/wait-times.ts). Waiting cars are made not started; the cars in work started
 * 4, 8, 12… minutes ago, the newest 4 minutes ago.
 */
export async function seedQueue(db: Db): Promise<void> {
  await db.execute(sql`update orders set started_at = null where job_status = 'waiting'`);
  await db.execute(
    sql`update orders o set started_at = now() - q.k * interval '4 minutes'
        from (select id, row_number() over (order by id desc) as k from orders where job_status = 'in_progress') q where o.id = q.id`,
  );
}
