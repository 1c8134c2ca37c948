import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { startOfBusinessDay } from '../domain/business-time';
import type { OrderRow } from './lock';

const DAY_MS = 86_400_000;

/**
 * When the car counts as handed over (docs/decisions/039-the-customers-own-page.md): the work
 * is done (or the order canceled), nothing is left to pay or to give back, and the keys are
 * not in a cell. Keys handed back say the person came: now. Keys the client kept, or never
 * taken, say nothing of the kind: settled at the desk after the work, the person is there
 * (now); settled before it (paid ahead, a contract), the car may still stand in the yard
 * waiting for them, so it counts as collected when its business day ends, as the wall display
 * drops it. A canceled order is over at once. Null while not handed over.
 */
export function pickupMoment(row: OrderRow, now: Date, timeZone: string): Date | null {
  // Handed over is a fact once it happened: money found due afterwards (a group's percent
  // added later) is the desk's business, and an expired link stays expired.
  if (row.pickedUpAt && row.pickedUpAt.getTime() <= now.getTime()) return row.pickedUpAt;
  if (row.isDraft) return null;
  if (row.jobStatus !== 'done' && row.jobStatus !== 'canceled') return null;
  if (row.paySum !== 0 || row.refundDue !== 0 || row.keysState === 'cell') return null;
  if (row.pickedUpAt) return row.pickedUpAt;
  if (row.keysState === 'returned' || row.jobStatus === 'canceled') return now;
  const settledAfterWork = row.payAt && row.doneAt && row.payAt.getTime() > row.doneAt.getTime();
  if (settledAfterWork) return now;
  const doneAt = row.doneAt ?? now;
  return startOfBusinessDay(new Date(doneAt.getTime() + DAY_MS), timeZone);
}

/** Keeps orders.picked_up_at as `pickupMoment` says, after every derivation; true when it moved. */
export async function keepPickup(tx: Db, row: OrderRow, now: Date, timeZone: string): Promise<boolean> {
  const moment = pickupMoment(row, now, timeZone);
  if ((moment?.getTime() ?? null) === (row.pickedUpAt?.getTime() ?? null)) return false;
  await tx.update(orders).set({ pickedUpAt: moment }).where(eq(orders.id, row.id));
  row.pickedUpAt = moment;
  return true;
}
