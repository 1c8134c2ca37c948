import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, cars, clientNotes, clients, orders, tyreSets } from '../db/schema';
import { recordChange } from '../audit/record';
import { invalid } from '../domain/refusal';
import { touchOrders } from '../orders/change-feed';
import { lockClients, lockOrdersOf, refuseGone } from './update';
import { recountVisits } from './visits';

/**
 * `client/merge` (owner): the same person under two phones becomes one client. The orders,
 * cars and notes of `merge_id` join `client_id`; each order keeps the terms it was taken on,
 * so no figure of any order changes (docs/decisions/038-clients-visits-and-money.md). The
 * merged client stays as its phone only, which leads to the one it joined (at intake and in
 * search); the one kept takes the other's name, company and consent where it has none.
 */
export async function mergeClients(db: Db, userId: number, input: { client_id: number; merge_id: number }) {
  if (input.client_id === input.merge_id) throw invalid('client_merge_self');
  await db.transaction(async (tx) => {
    await lockOrdersOf(tx, [input.client_id, input.merge_id]);
    // The merged client's bookings before the clients: a customer's move by link locks its
    // booking, then its client, and the other way round the two would wait on each other.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.clientId, input.merge_id)).orderBy(bookings.id).for('update');
    const locked = await lockClients(tx, [input.client_id, input.merge_id]);
    const keep = locked.find((c) => c.id === input.client_id)!;
    const gone = locked.find((c) => c.id === input.merge_id)!;
    refuseGone(keep);
    refuseGone(gone);
    const moved = await tx.update(orders).set({ clientId: keep.id }).where(eq(orders.clientId, gone.id)).returning({ id: orders.id });
    const movedCars = await tx.update(cars).set({ clientId: keep.id }).where(eq(cars.clientId, gone.id)).returning({ id: cars.id });
    await tx.update(clientNotes).set({ clientId: keep.id }).where(eq(clientNotes.clientId, gone.id));
    await tx.update(bookings).set({ clientId: keep.id }).where(eq(bookings.clientId, gone.id));
    await tx.update(tyreSets).set({ clientId: keep.id }).where(eq(tyreSets.clientId, gone.id));
    const takesConsent = !keep.marketingConsent && gone.marketingConsent;
    await tx
      .update(clients)
      .set({
        name: keep.name ?? gone.name,
        companyId: keep.companyId ?? gone.companyId,
        ...(takesConsent ? { marketingConsent: true, consentAt: gone.consentAt, consentBy: gone.consentBy } : {}),
        // This month's loyalty counts the joined orders from the next time it is read.
        loyaltyMonth: null,
      })
      .where(eq(clients.id, keep.id));
    await tx
      .update(clients)
      .set({ mergedIntoId: keep.id, name: null, companyId: null, marketingConsent: false, consentAt: null, consentBy: null })
      .where(eq(clients.id, gone.id));
    // Phones merged into the one that goes now lead to the one kept.
    await tx.update(clients).set({ mergedIntoId: keep.id }).where(eq(clients.mergedIntoId, gone.id));
    await recountVisits(tx, [keep.id, gone.id]);
    await touchOrders(
      tx,
      moved.map((o) => o.id),
      ['client'],
    );
    await recordChange(tx, {
      userId,
      action: 'client.merged',
      entity: 'client',
      entityId: keep.id,
      before: { client_id: gone.id },
      after: { client_id: keep.id, orders: moved.length, cars: movedCars.map((c) => c.id) },
    });
  });
}

/** Clients merged into `id`, whose phones are the same person's. */
export async function mergedInto(tx: Db, id: number): Promise<Array<typeof clients.$inferSelect>> {
  return tx
    .select()
    .from(clients)
    .where(inArray(clients.mergedIntoId, [id]));
}
