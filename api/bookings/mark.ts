import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';

/**
 * A mark that moves with every change of a booking (each change sets `updated_at`, a new one
 * takes a new id): the live layer reads it each poll beside the counters and tells the screens
 * that show bookings to reload when it moved. Two index reads.
 */
export async function bookingsMarkNow(db: Db): Promise<string> {
  const [row] = await db
    .select({
      id: sql<number>`coalesce(max(${bookings.id}), 0)`,
      updated: sql<string>`coalesce(max(${bookings.updatedAt})::text, '')`,
    })
    .from(bookings);
  return `${row?.id ?? 0}:${row?.updated ?? ''}`;
}
