import { addDays, businessDate, startOfBusinessDate } from '../domain/business-time';

/**
 * The next time of day `at` (HH:MM, BACKUP_AT) in the business zone after `now`: today's if it
 * is still ahead, else tomorrow's. Counted from the business day's midnight, so on a night the
 * clocks change (not in Russia since 2014) the backup may run an hour off: it still runs once.
 */
export function nextBackupAt(now: Date, at: string, timeZone: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const today = businessDate(now, timeZone);
  for (const date of [today, addDays(today, 1)]) {
    const run = new Date(startOfBusinessDate(date, timeZone).getTime() + (hours * 60 + minutes) * 60_000);
    if (run > now) return run;
  }
  return new Date(startOfBusinessDate(addDays(today, 2), timeZone).getTime() + (hours * 60 + minutes) * 60_000);
}

/**
 * Runs `backup` every day at `at` until stopped. A failed backup is recorded by the backup
 * itself and does not stop the next night's; the timer never keeps the process alive.
 */
export function scheduleDailyBackups(at: string, timeZone: string, backup: () => Promise<unknown>, now = () => new Date()): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    // A timer cannot wait longer than about 24.8 days; a day is far within it.
    timer = setTimeout(
      () => {
        void backup()
          .catch(() => undefined)
          .finally(plan);
      },
      Math.max(1000, nextBackupAt(now(), at, timeZone).getTime() - now().getTime()),
    );
    timer.unref();
  };
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
