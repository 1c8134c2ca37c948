import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { services, storageCells, storageSettings, tyreSets } from '../db/schema';
import { recordChange } from '../audit/record';
import { conflict, notFound } from '../domain/refusal';
import { cellName } from '../domain/storage-term';

/** The storage settings as the code reads them; no row yet means no prices chosen and no reminders dated. */
export async function storageSettingsOf(db: Db) {
  const [row] = await db.select().from(storageSettings).where(eq(storageSettings.id, 1));
  return (
    row ?? {
      id: 1,
      seasonServiceId: null,
      overdueServiceId: null,
      seasonMonths: 6,
      reminderDates: [] as string[],
      remindersOn: true,
      remindedOn: null,
      updatedAt: new Date(0),
    }
  );
}

/** The owner's page of storage: the two services of the price list, the term, the reminder dates, the racks. */
export async function storageSettingsView(db: Db) {
  const settings = await storageSettingsOf(db);
  const tyreServices = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.kind, 'tire'))
    .orderBy(asc(services.sort), asc(services.id));
  const racks = await db
    .select({
      rack: storageCells.rack,
      shelves: sql<number>`max(${storageCells.shelf})::int`,
      places: sql<number>`max(${storageCells.place})::int`,
      cells: sql<number>`count(*) filter (where ${storageCells.isActive})::int`,
      stored: sql<number>`count(${tyreSets.id})::int`,
    })
    .from(storageCells)
    .leftJoin(tyreSets, and(eq(tyreSets.cellId, storageCells.id), isNull(tyreSets.givenAt)))
    .groupBy(storageCells.rack)
    .orderBy(asc(storageCells.rack));
  return {
    season_service_id: settings.seasonServiceId,
    overdue_service_id: settings.overdueServiceId,
    season_months: settings.seasonMonths,
    reminder_dates: settings.reminderDates,
    reminders_on: settings.remindersOn,
    services: tyreServices,
    racks,
  };
}

export interface StorageSettingsInput {
  season_service_id: number | null;
  overdue_service_id: number | null;
  season_months: number;
  reminder_dates: string[];
  reminders_on: boolean;
}

/** New storage settings, audited with what they were. Sets already stored keep their terms. */
export async function saveStorageSettings(db: Db, userId: number, input: StorageSettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const chosen = [input.season_service_id, input.overdue_service_id].filter((v): v is number => v !== null);
    if (chosen.length) {
      const found = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(inArray(services.id, chosen), eq(services.kind, 'tire')));
      const missing = chosen.find((id) => !found.some((f) => f.id === id));
      if (missing !== undefined) {
        throw notFound('storage_service_not_tire', { id: missing }).on(
          missing === input.season_service_id ? 'season_service_id' : 'overdue_service_id',
        );
      }
    }
    const before = await storageSettingsOf(tx);
    const fields = {
      seasonServiceId: input.season_service_id,
      overdueServiceId: input.overdue_service_id,
      seasonMonths: input.season_months,
      reminderDates: [...input.reminder_dates].sort(),
      remindersOn: input.reminders_on,
      updatedAt: new Date(),
    };
    await tx
      .insert(storageSettings)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: storageSettings.id, set: fields });
    await recordChange(tx, {
      userId,
      action: 'storage.settings.changed',
      entity: 'storage',
      before: {
        season_service_id: before.seasonServiceId,
        overdue_service_id: before.overdueServiceId,
        season_months: before.seasonMonths,
        reminder_dates: before.reminderDates,
        reminders_on: before.remindersOn,
      },
      after: input,
    });
  });
}

/**
 * A rack of `shelves` × `places`: the cells it lacks are added, the ones it has kept (a rack
 * grows by saving it bigger). A smaller size removes nothing: cells are taken out of use one by one.
 */
export async function saveRack(db: Db, userId: number, input: { rack: string; shelves: number; places: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const wanted = [];
    for (let shelf = 1; shelf <= input.shelves; shelf += 1)
      for (let place = 1; place <= input.places; place += 1)
        wanted.push({ rack: input.rack, shelf, place, name: cellName(input.rack, shelf, place) });
    const added = await tx.insert(storageCells).values(wanted).onConflictDoNothing().returning({ id: storageCells.id });
    await recordChange(tx, { userId, action: 'storage.rack.saved', entity: 'storage', after: { ...input, added: added.length } });
    return added.length;
  });
}

/** A cell out of use (only when no set is in it) or back in use; audited. */
export async function setCellActive(db: Db, userId: number, cellId: number, isActive: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [cell] = await tx.select().from(storageCells).where(eq(storageCells.id, cellId)).for('update');
    if (!cell) throw notFound('storage_cell_not_found', { id: cellId });
    if (!isActive) {
      const [held] = await tx
        .select({ n: count() })
        .from(tyreSets)
        .where(and(eq(tyreSets.cellId, cellId), isNull(tyreSets.givenAt)));
      if (held?.n) throw conflict('storage_cell_holds_set', { cell: cell.name });
    }
    await tx.update(storageCells).set({ isActive }).where(eq(storageCells.id, cellId));
    await recordChange(tx, {
      userId,
      action: 'storage.cell.changed',
      entity: 'storage',
      entityId: cellId,
      before: { is_active: cell.isActive },
      after: { is_active: isActive },
    });
  });
}
