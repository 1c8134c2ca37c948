import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { businessProfile, clients, customerMessages, storageSettings, tyreSets } from '../db/schema';
import { businessDate } from '../domain/business-time';
import { monthDay } from '../domain/storage-term';
import type { LinkSettings } from '../messages/compose';
import { bookPageUrl } from '../messages/link';
import { templates } from '../messages/templates';
import { renderMessage } from '../messages/text';
import { startRepeating, type Repeating } from '../repeat';
import { storageSettingsOf } from './settings';
import { errorMessage } from '../logger';

/**
 * On a date the owner set for the season (docs/decisions/041-seasonal-tyre-storage.md), one SMS
 * to each client with a set in storage who agreed to our messages, with the booking page's
 * link: queued once that business day (the settings row remembers the day), sent by the
 * customers' message queue. Answers how many were queued.
 */
export async function queueSeasonReminders(db: Db, now: Date, timeZone: string): Promise<number> {
  const today = businessDate(now, timeZone);
  const settings = await storageSettingsOf(db);
  if (!settings.remindersOn || !settings.reminderDates.includes(monthDay(today)) || settings.remindedOn === today) return 0;
  return db.transaction(async (tx) => {
    // Several processes: the row's lock lets one of them queue the day's messages.
    const [row] = await tx.select().from(storageSettings).where(eq(storageSettings.id, 1)).for('update');
    if (!row || row.remindedOn === today) return 0;
    const firstSets = await tx
      .selectDistinctOn([tyreSets.clientId], { setId: tyreSets.id, phone: clients.phone })
      .from(tyreSets)
      .innerJoin(clients, eq(clients.id, tyreSets.clientId))
      .where(
        and(
          isNull(tyreSets.givenAt),
          eq(clients.marketingConsent, true),
          eq(clients.serviceSmsOff, false),
          isNull(clients.forgottenAt),
          sql`${clients.phone} is not null`,
        ),
      )
      .orderBy(tyreSets.clientId, tyreSets.id);
    if (firstSets.length) {
      await tx
        .insert(customerMessages)
        .values(firstSets.map((s) => ({ tyreSetId: s.setId, kind: 'storage_season' as const, phone: s.phone!, text: '', nextAt: now })));
    }
    await tx.update(storageSettings).set({ remindedOn: today }).where(eq(storageSettings.id, 1));
    return firstSets.length;
  });
}

/**
 * The season's reminder as it would go out now: the set still stored, its client as they are
 * now (a phone, agreeing, not erased, not asking for none), the owner's text if the kind is on.
 */
export async function composeStorageMessage(
  tx: Db,
  setId: number,
  settings: LinkSettings,
): Promise<{ phone: string; text: string } | null> {
  const [set] = await tx
    .select({
      givenAt: tyreSets.givenAt,
      plate: tyreSets.plateNumber,
      phone: clients.phone,
      consent: clients.marketingConsent,
      off: clients.serviceSmsOff,
      forgotten: clients.forgottenAt,
    })
    .from(tyreSets)
    .leftJoin(clients, eq(clients.id, tyreSets.clientId))
    .where(eq(tyreSets.id, setId));
  if (!set?.phone || set.givenAt || !set.consent || set.off || set.forgotten) return null;
  const template = (await templates(tx)).find((t) => t.kind === 'storage_season')!;
  if (!template.enabled) return null;
  const [profile] = await tx.select({ name: businessProfile.name }).from(businessProfile);
  const text = renderMessage(template.text, {
    order: String(setId),
    plate: set.plate,
    link: bookPageUrl(settings),
    shop: profile?.name ?? '',
    time: '',
  });
  return text ? { phone: set.phone, text } : null;
}

/** The season's reminders in the background of server.ts: looked for every ten minutes. */
export function startSeasonReminders(db: Db, options: { timeZone: string; logger: Logger; onQueued: () => void }): Repeating {
  return startRepeating(
    async () => {
      if ((await queueSeasonReminders(db, new Date(), options.timeZone)) > 0) options.onQueued();
      return 600_000;
    },
    {
      intervalMs: 600_000,
      firstMs: 30_000,
      wakeMs: 100,
      onError: (err) => options.logger.warn({ err: errorMessage(err) }, 'season reminders failed; retrying in ten minutes'),
    },
  );
}
