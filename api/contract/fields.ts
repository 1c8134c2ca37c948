import { z } from 'zod';
import { DECIMAL_DIGITS } from './digits';
import { ROUBLES_TEXT, roublesOfText, roublesTooLong } from './roubles-text';

/**
 * Field rules shared by several calls.
 *
 * Whole numbers (docs/decisions/029-whole-numbers-by-where-they-come-from.md): a JSON body
 * takes an integer (`id`, `quantity`, `percent`, `wholeNumber`), never `true`, `["1"]` or a
 * string; a query string or a path brings text, which takes decimal digits only
 * (`fromDigits`, `idText`), never what `Number()` would also read ('0x10', '1e1', ' 1').
 * A form's text is turned into numbers the same way before these rules see it
 * (app/utils/intent-form.server.ts).
 */
export const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);
export const id = z.number().int().positive().max(2_147_483_647);
export const quantity = z.number().int().min(1, 'не меньше 1').max(99, 'не больше 99');
export const percent = wholeNumber(0, 100);

export { DECIMAL_DIGITS };
/** A whole number written as text (a query string, a path, a page address): decimal digits only, then `schema`. */
export const fromDigits = <S extends z.ZodType<number, number>>(schema: S) =>
  z.string().regex(DECIMAL_DIGITS, 'ожидалось целое число: только цифры').transform(Number).pipe(schema);
/** An id in a query string or a path. */
export const idText = fromDigits(id);
export const comment = z.string().max(1000);
export const plateInput = z.string().trim().min(1).max(20);
export const phoneInput = z.string().trim().max(30);
export const searchInput = z.string().trim().max(50);
/** Money in the API is roubles with at most two decimals (docs/screens.md section 7). */
export const roubles = z.number();
/** Timestamps are ISO 8601 strings. */
export const isoTime = z.string();
/** What a yes/no field says to anything else (zod's own word for a failed union says nothing of what is wanted). */
const YES_OR_NO = 'ожидалось да или нет: true или false';
export const optionalBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: YES_OR_NO })
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/**
 * Control and invisible characters (tabs, line breaks, bidi overrides, and whatever Unicode
 * says is ignorable in display: joiners, variation selectors, Hangul fillers): nothing a name
 * needs, and each would make two names that look the same.
 */
export const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/**
 * One line of text a person types as a name: in one Unicode form (NFC: «й» typed as «и» and
 * a breve is «й»), trimmed, inner spaces collapsed (any kind of space becomes one plain
 * space, so «Мойка\u00a0кузова» is «Мойка кузова»), so that no look-alike slips past a
 * unique name; 1 to `max` characters with at least one letter or digit, no control or
 * invisible characters.
 */
export const oneLine = (max: number) =>
  z
    .string()
    .refine((v) => !CONTROL.test(v), { message: 'недопустимые символы (управляющие или невидимые)', abort: true })
    .overwrite((v) => v.normalize('NFC'))
    .trim()
    .min(1, 'не может быть пустым')
    .max(max, `не длиннее ${max} символов`)
    .refine((v) => /[\p{L}\p{N}]/u.test(v), { message: 'нужна хотя бы одна буква или цифра', params: { i18n: 'validation.letterOrDigit' } })
    .overwrite((v) => v.replace(/\s+/gu, ' '));

/**
 * A brand or model written by hand, for a car outside the catalogue
 * (docs/decisions/016-cars-outside-the-catalogue.md): one line, trimmed, inner spaces
 * collapsed, 1 to 40 characters with at least one letter or digit.
 */
export const carNameInput = oneLine(40);

/**
 * Money is whole kopecks: a number of roubles with at most two decimals. Floating point is
 * forgiven relative to the sum (its last few bits), so a large sum's kopecks are still read as
 * kopecks. Beyond 10^12 roubles, and for Infinity, the sum is not said to have decimals: every
 * field's bound refuses it. The check ends a field's checks (`abort`): where it comes first (the
 * pay sum), 0.001 is refused for its decimals alone, not also as «не больше нуля».
 */
export const wholeKopecks = [
  (v: number) => Math.abs(v) > 1e12 || Math.abs(Math.round(v * 100) - v * 100) <= Math.max(1e-6, Math.abs(v) * 100 * 4 * Number.EPSILON),
  { message: 'не больше двух знаков после запятой', abort: true },
] as const;

/**
 * A union's refusal for a value of none of its kinds, said as `message`. A value left out or
 * null is left to the edge's own words («обязательное поле», «значение null не принимается»),
 * as for every other field.
 */
export const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? undefined : message;

/** Roubles as people write them (roubles-text.ts, without zod for the browser). */
export { ROUBLES_TEXT, roublesOfText };

/**
 * Roubles with at most two decimals, from 0 to 1,000,000: a JSON number, or text as
 * ROUBLES_TEXT reads it (a form sends text). `message` says what is wanted, `i18n` is its
 * key for the screens.
 */
const roublesInput = (message: string, i18n: string, max = 1_000_000) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .refine((v) => ROUBLES_TEXT.test(v) || roublesTooLong(v) !== null, { message, params: { i18n } }),
      ],
      { error: unlessMissing(message) },
    )
    .transform((v) => (typeof v === 'number' ? v : (roublesTooLong(v) ?? roublesOfText(v))))
    .pipe(
      z
        .number()
        .min(0, 'не меньше 0')
        .max(max, `не больше ${new Intl.NumberFormat('ru-RU').format(max).replace(/\s/g, ' ')} ₽`)
        .refine(...wholeKopecks),
    );

/** A price in roubles, from 0 to 1,000,000. */
export const priceRoubles = roublesInput('цена в рублях, например 1250 или 1250,50', 'validation.price');

/** Cash put into or taken out of the drawer at once, in roubles, from 0 to 1,000,000. */
export const cashRoubles = roublesInput('сумма в рублях, например 5000 или 5000,50', 'validation.cash');

/** Cash counted in a drawer at the close: a day's takings may pass a million roubles. */
export const countedRoubles = roublesInput('сумма в рублях, например 5000 или 5000,50', 'validation.cash', 100_000_000);

/**
 * A price cell of a web form: an emptied cell (conform leaves the extra fields of a form as
 * typed, '' included) is no price, which takes that class or size off.
 */
export const priceCell = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), priceRoubles.optional());

/** A yes/no of a form: a checkbox sends 'on' when ticked and nothing when not. */
export const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])], { error: YES_OR_NO })
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** A calendar date in the business time zone, YYYY-MM-DD, of the years a car wash keeps books for. */
export const businessDay = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v) &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'дата в виде ГГГГ-ММ-ДД, такая, что есть в календаре',
      params: { i18n: 'validation.date' },
    },
  )
  // Far years break date arithmetic (year 10000 has no ISO form, years below 100 become 19xx).
  .refine((v) => !/^\d{4}/.test(v) || (v.slice(0, 4) >= '2000' && v.slice(0, 4) <= '2100'), {
    message: 'год от 2000 до 2100',
    params: { i18n: 'validation.dateYear' },
  });
