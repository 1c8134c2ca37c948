import { maskPhoneInput } from './phone-mask';

/**
 * Money and dates as docs/screens.md 'Sizes and formats' wants them: `1 250 ₽` (narrow no-break space between
 * thousands, no-break space before ₽, kopecks only when not zero), `21.11.2026 14:05` in
 * the business time zone.
 */
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const withKopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(roubles: number): string {
  // `+ 0` turns a negative zero (nothing taken out) into a plain 0.
  const kopecks = Math.round(roubles * 100) + 0;
  const text = (kopecks % 100 === 0 ? whole : withKopecks).format(kopecks / 100);
  // ru-RU groups thousands with a no-break space; docs/screens.md wants the narrow one. A
  // shortage reads with a true minus sign (−100 ₽), not a hyphen.
  return `${text.replace(/[\u00a0\u202f ]/g, '\u202f').replace(/^-/, '−')}\u00a0₽`;
}

/**
 * A number as the screens write their amounts in every language: thousands apart by a narrow
 * no-break space («1 000 000», as «1 000 000 ₽» without the sign), so that a limit said in a
 * message reads like the prices beside it and can be typed back into a money field.
 */
export function formatNumber(value: number): string {
  return formatMoney(value).replace(/\u00a0₽$/, '');
}

// Building an Intl formatter costs about a millisecond; a list of 50 orders needs one per
// time zone, not one per row (it was a sixth of a list page's server time).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** A calendar date of the business (YYYY-MM-DD) as people read it: `21.11.2026`. */
export function formatDay(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

export function formatDateTime(iso: string, timeZone: string): string {
  // ru-RU writes `21.11.2026, 14:05`: the comma goes. (format() is about three times as
  // fast as formatToParts(), and a list page formats a date for every row.)
  return dateTimeFormat(timeZone).format(new Date(iso)).replace(/,\s*/, ' ');
}

/** The time of day only, `14:05`, in the business time zone. */
export function formatTime(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone).slice(-5);
}

/**
 * `А123ВС77` shown as `А 123 ВС 77` with narrow no-break spaces: a plate is read as one thing, so
 * a line never breaks inside it (a heading on a phone left the region alone on the next line).
 * Other plates as stored.
 */
export function formatPlate(plate: string): string {
  const m = /^([АВЕКМНОРСТУХ])(\d{3})([АВЕКМНОРСТУХ]{2})(\d{2,3})$/.exec(plate);
  return m ? `${m[1]}\u202f${m[2]}\u202f${m[3]}\u202f${m[4]}` : plate;
}

/**
 * A stored phone `+79161234567` shown as `+7 (916) 123-45-67`, the shape the phone input
 * types (app/utils/phone-mask.ts); anything else as stored, so an odd value stays visible
 * as it is rather than reshaped into a number it is not. `tel:` links keep the stored form.
 */
export function formatPhone(phone: string): string {
  return /^\+7[1-9]\d{9}$/.test(phone) ? maskPhoneInput(phone) : phone;
}

/**
 * « × 4» after a line's name when there is more than one of it, else nothing. The spaces do not
 * break, so a narrow cell never leaves the count alone at the start of a line.
 */
export function formatQuantity(quantity: number): string {
  return quantity > 1 ? `\u00a0×\u00a0${quantity}` : '';
}
