import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idList } from '../db/raw-rows';

/**
 * A client's visits (orders neither drafts nor cancelled) with their first and last time,
 * counted again from the orders. Stored on the client so that search sorts by the last visit
 * with an index (docs/decisions/038-clients-visits-and-money.md); run in the transaction of
 * every change that can move them: an order taken in, leaving the drafts, cancelled, or moved
 * to another client by a phone change or a merge.
 */
export async function recountVisits(tx: Db, clientIds: ReadonlyArray<number | null>): Promise<void> {
  const ids = [...new Set(clientIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update clients c set visits = v.n, first_visit_at = v.first, last_visit_at = v.last
    from clients x cross join lateral (
      select count(*)::int as n, min(o.created_at) as first, max(o.created_at) as last
      from orders o where o.client_id = x.id and not o.is_draft and o.job_status <> 'canceled'
    ) v
    where c.id = x.id and x.id in (${idList(ids)})`);
}

/** Whether a change of an order can move its client's visits (see `recountVisits`). */
export function movesVisits(
  before: { clientId: number | null; isDraft: boolean; jobStatus: string },
  after: { clientId: number | null; isDraft: boolean; jobStatus: string },
  created: boolean,
): boolean {
  return (
    created ||
    before.clientId !== after.clientId ||
    before.isDraft !== after.isDraft ||
    (before.jobStatus === 'canceled') !== (after.jobStatus === 'canceled')
  );
}
