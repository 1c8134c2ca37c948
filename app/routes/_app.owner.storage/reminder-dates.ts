/**
 * The season reminders' dates as the owner reads and types them: day and month, «01.10», as a
 * calendar is read here. The API keeps them as month and day, «10-01»
 * (api/contract/storage.ts `storageSettingsBodySchema`); this page turns one into the other.
 */

/** As many date fields as the contract takes dates (`reminder_dates`, at most 4). */
export const REMINDER_SLOTS = 4;
/** The fields' names: `reminder_0` … `reminder_3`. */
export const REMINDER_FIELDS = Array.from({ length: REMINDER_SLOTS }, (_, i) => `reminder_${i}`);
/** «01.10», with room for a stray space around it. */
export const DATE_LENGTH = 7;

/** A saved «10-01» as the owner reads it: «01.10». */
export function dayMonthText(monthDay: string): string {
  const [month, day] = monthDay.split('-');
  return `${day}.${month}`;
}

/**
 * What the owner typed («1.10», «01.10», «01/10») as the API's «10-01», or undefined when it is
 * not a day of a month. The day is checked against its month here (a leap year's, so 29.02
 * stands): the contract's check lets «31.02» through, a date no reminder would ever come on.
 */
export function monthDayOf(text: string): string | undefined {
  const found = /^(\d{1,2})[./](\d{1,2})$/.exec(text.trim());
  if (!found) return undefined;
  const [day, month] = [Number(found[1]), Number(found[2])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(2024, month, 0)).getUTCDate()) return undefined;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(month)}-${pad(day)}`;
}
