import type { TFunction } from 'i18next';

/**
 * Dates and times of the booking pages, always in the business's time zone (the API's
 * `time_zone`), never the phone's: a customer abroad books the shop's 14:30.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, options);
    formats.set(key, found);
  }
  return found;
}

/** `14:30` in the business's time zone. */
export function timeOf(iso: string, timeZone: string, lang: string): string {
  return format(lang, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The business's calendar date (YYYY-MM-DD) of an instant. */
export function businessDateOf(instant: Date, timeZone: string): string {
  return format('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The calendar date (YYYY-MM-DD) `days` after this one: plain date arithmetic, no time zone involved. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day after a calendar date (YYYY-MM-DD). */
export const nextDay = (date: string) => shiftDate(date, 1);

/** `вт, 1 декабря`: the weekday and the date, as the desk's day board names a day. */
export function dayTitle(date: string, lang: string): string {
  return format(lang, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long' }).format(new Date(`${date}T12:00:00Z`));
}

/** `вт, 1 дек.`: a calendar date's weekday and date (it is a date, not an instant: read in UTC). */
export function shortDate(date: string, lang: string): string {
  return format(lang, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`));
}

/** `вторник, 1 декабря`. */
export function longDate(date: string, lang: string): string {
  return format(lang, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${date}T12:00:00Z`));
}

/** «Сегодня», «Завтра», or the weekday and date. */
export function dayName(date: string, today: string, lang: string, t: TFunction): string {
  if (date === today) return t('book.today');
  if (date === nextDay(today)) return t('book.tomorrow');
  return shortDate(date, lang);
}

/**
 * «Завтра, вторник, 1 декабря»: a calendar date, today and tomorrow named; starting a line
 * (`inText` false, capitalised) or inside a sentence («…можно до: завтра, вторник, 1 декабря»).
 */
export function dayText(date: string, today: string, lang: string, t: TFunction, inText = false): string {
  const day = longDate(date, lang);
  const [todayWord, tomorrowWord] = inText ? [t('book.todayInText'), t('book.tomorrowInText')] : [t('book.today'), t('book.tomorrow')];
  const named = date === today ? `${todayWord}, ${day}` : date === nextDay(today) ? `${tomorrowWord}, ${day}` : day;
  return inText ? named : capitalized(named);
}

/** «Завтра, вторник, 1 декабря, 14:30»: a start, starting a line or inside a sentence (`inText`). */
export function startText(iso: string, today: string, timeZone: string, lang: string, t: TFunction, inText = false): string {
  return `${dayText(businessDateOf(new Date(iso), timeZone), today, lang, t, inText)}, ${timeOf(iso, timeZone, lang)}`;
}

/** A masked phone (`+7 916 ***-**-67`) kept on one line. */
export const unbroken = (text: string) => text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The first letter in upper case («вторник…» opening a line). */
export const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** «≈ 1 ч 15 мин». */
export function lengthText(minutes: number, t: TFunction): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h && m) return t('book.length.hoursMinutes', { h, m });
  return h ? t('book.length.hours', { h }) : t('book.length.minutes', { m });
}

/**
 * The time zone named for people: «Москва (GMT+03:00)», «Moscow Time (GMT+03:00)», «heure normale
 * de Moscou (UTC+03:00)», or its id
 * when Intl has no name for it. Made by the server only (the loaders): browsers' Intl data
 * names zones otherwise (Chromium says «Moscow» in Russian), and the page must read the same
 * before and after its scripts load.
 */
export function zoneLabel(timeZone: string, lang: string, at = new Date()): string {
  const part = (style: Intl.DateTimeFormatOptions['timeZoneName']) =>
    format(lang, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // French and German say the short generic name awkwardly («heure : Moscou», «Moskau (Ortszeit)»):
  // their full name reads as a name («heure normale de Moscou», «Moskauer Normalzeit»).
  const name = part(lang === 'fr' || lang === 'de' ? 'long' : 'shortGeneric');
  const offset = part('longOffset');
  return name === offset ? `${timeZone} (${offset})` : `${name} (${offset})`;
}
