import { z } from 'zod';
import { okEnvelope } from './envelope';
import { businessDay, CONTROL, id, idText, isoTime, oneLine, plateInput, roubles, searchInput, wholeNumber } from './fields';
import { idempotencyKeyField } from './payments';
import { bookingPhone } from './bookings';
import { TYRE_SEASONS, TYRE_SET_EVENTS } from './storage-states';
import { STORAGE_LISTS } from './storage-lists';

/* ---- Seasonal tyre storage (docs/decisions/041-seasonal-tyre-storage.md) ---- */

export const tyreSeasonSchema = z.enum(TYRE_SEASONS);

/** Cyrillic letters a Russian keyboard types for their Latin twins on a rack's sign. */
const CYRILLIC_TWINS: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
};
/** A cell's or rack's name as typed on either keyboard, in the one form the racks carry: upper-case Latin. */
export const latinCellName = (text: string) => text.toUpperCase().replace(/[АВЕКМНОРСТХУ]/g, (ch) => CYRILLIC_TWINS[ch] ?? ch);

/**
 * A rack's name as written on it: 1 to 4 Latin letters or digits («A», «B2»); a Russian keyboard's
 * «А» is the rack «A», so two racks never print alike.
 */
const rackName = z
  .string()
  .trim()
  .min(1, 'не может быть пустым')
  .max(4, 'не длиннее 4 символов')
  .transform(latinCellName)
  .refine((v) => /^[A-Z0-9]{1,4}$/.test(v), { message: 'от 1 до 4 латинских букв или цифр', params: { i18n: 'validation.rackName' } });

/** No control or invisible character: a receipt and a label print what is typed (a bidi override would turn it). */
const printable = (max: number) =>
  z
    .string()
    .max(max, `не длиннее ${max} символов`)
    .overwrite((v) => v.replace(/[\r\n\t]+/g, ' '))
    .refine((v) => !CONTROL.test(v), { message: 'недопустимые символы (управляющие или невидимые)', params: { i18n: 'validation.format' } })
    .overwrite((v) => v.replace(/\s+/gu, ' ').trim());

const brandOrModel = printable(40);

/** A tread depth in millimetres with at most one decimal, 0 to 20. */
const treadDepth = z
  .number()
  .min(0, 'не меньше 0')
  .max(20, 'не больше 20 мм')
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, 'не больше одного знака после запятой');

/** The set as the master writes it down: count, tyres, size, season, rims, tread, notes. */
export const tyreSetObject = z.object({
  count: wholeNumber(1, 8),
  brand: brandOrModel.default(''),
  model: brandOrModel.default(''),
  width: wholeNumber(115, 395).nullable().optional(),
  height: wholeNumber(20, 95).nullable().optional(),
  radius_id: id,
  profile_id: id,
  season: tyreSeasonSchema,
  with_rims: z.boolean(),
  /** Millimetres per tyre, as many as the set has, or none. */
  tread: z.array(treadDepth).max(8).nullable().optional(),
  notes: printable(500).default(''),
});
export const tyreSetFields = tyreSetObject.refine((s) => !s.tread || s.tread.length === 0 || s.tread.length === s.count, {
  path: ['tread'],
  message: 'глубина протектора — для каждой шины комплекта',
  params: { i18n: 'validation.treadPerTyre' },
});

/**
 * `storage/take`: a set into a cell (none named: the nearest free one) until `term_until`. From
 * an open order (`order_id`: the season is charged on it), or on its own for a car and a
 * phone (an order of its own is made, done, for the desk to take the season's payment).
 */
export const storageTakeFields = z.object({
  order_id: id.optional(),
  plate_number: plateInput.optional(),
  phone: bookingPhone.optional(),
  name: oneLine(60).optional(),
  cell_id: id.optional(),
  term_until: businessDay,
  set: tyreSetFields,
  /** Sent again with the same key (a lost answer, a double tap), the take is made once (as a payment). */
  idempotency_key: idempotencyKeyField.optional(),
});
export const storageTakeBodySchema = storageTakeFields.refine(
  (b) => b.order_id !== undefined || (b.plate_number !== undefined && b.phone !== undefined),
  {
    path: ['plate_number'],
    message: 'укажите заказ или номер машины и телефон клиента',
    params: { i18n: 'validation.storageOwner' },
  },
);
export type StorageTakeBody = z.infer<typeof storageTakeBodySchema>;
export const storageTakeAnswerSchema = okEnvelope(
  z.object({ set_id: z.number().int(), number: z.string(), cell: z.string(), order_id: z.number().int() }),
);

/** `storage/give`: a stored set back to its owner, on its own or inside an open order. */
export const storageGiveBodySchema = z.object({ set_id: id, order_id: id.optional(), idempotency_key: idempotencyKeyField.optional() });
export const storageGiveAnswerSchema = okEnvelope(
  z.object({ overdue_months: z.number().int(), order_id: z.number().int().nullable(), overdue_sum: roubles }),
);

export const storageMoveBodySchema = z.object({ set_id: id, cell_id: id });

/** A set as the lists show it. */
export const tyreSetRowSchema = z.object({
  id: z.number().int(),
  /** The set's number (its id), which the receipt and the labels print as «№ 1042». */
  number: z.string(),
  cell: z.string().nullable(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  phone: z.string().nullable(),
  plate_number: z.string(),
  count: z.number().int(),
  size: z.string(),
  brand: z.string(),
  model: z.string(),
  season: tyreSeasonSchema,
  with_rims: z.boolean(),
  stored_at: isoTime,
  term_until: z.string(),
  given_at: isoTime.nullable(),
  overdue: z.boolean(),
  /** The order its season was charged on. */
  take_order_id: z.number().int().nullable(),
});
export type TyreSetRow = z.infer<typeof tyreSetRowSchema>;

export { STORAGE_LISTS } from './storage-lists';
export const storageSetsQuerySchema = z.object({
  q: searchInput.optional(),
  list: z.enum(STORAGE_LISTS).optional(),
  client_id: idText.optional(),
});
export const storageSetsAnswerSchema = okEnvelope(z.object({ sets: z.array(tyreSetRowSchema), more: z.boolean() }));

/** The racks as the storage screen draws them: every cell, free or with its set. */
export const storageBoardAnswerSchema = okEnvelope(
  z.object({
    cells: z.number().int(),
    free: z.number().int(),
    stored: z.number().int(),
    overdue: z.number().int(),
    racks: z.array(
      z.object({
        rack: z.string(),
        /** Its cells in use, and those holding a set. */
        in_use: z.number().int(),
        stored: z.number().int(),
        cells: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            shelf: z.number().int(),
            place: z.number().int(),
            is_active: z.boolean(),
            set: z.object({ id: z.number().int(), number: z.string(), plate_number: z.string(), overdue: z.boolean() }).nullable(),
          }),
        ),
      }),
    ),
  }),
);

/** What the take-in form needs: the nearest free cell, the free ones, the usual term, whether the prices are set. */
export const storageOptionsAnswerSchema = okEnvelope(
  z.object({
    suggested_cell: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    free_cells: z.array(z.object({ id: z.number().int(), name: z.string() })),
    default_term: z.string(),
    today: z.string(),
    priced: z.boolean(),
  }),
);

export const tyreSetParamsSchema = z.object({ id: idText });
export const tyreSetAnswerSchema = okEnvelope(
  tyreSetRowSchema.extend({
    car_id: z.number().int(),
    radius: z.string(),
    profile_id: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    tread: z.array(z.number()).nullable(),
    notes: z.string(),
    give_order_id: z.number().int().nullable(),
    overdue_months: z.number().int(),
    /** Months past the term if it went back today, and what they would cost. */
    overdue_now: z.number().int(),
    overdue_now_sum: roubles.nullable(),
    history: z.array(
      z.object({
        kind: z.enum(TYRE_SET_EVENTS),
        at: isoTime,
        cell: z.string(),
        order_id: z.number().int().nullable(),
        by: z.string().nullable(),
      }),
    ),
    shop: z.object({ name: z.string(), address: z.string(), phone: z.string() }).nullable(),
  }),
);

/* ---- The owner's side ---- */

const monthDayText = z
  .string()
  .trim()
  // A day the calendar has in some year (29 February too): «02-31» would never come, nor its reminders.
  .refine(
    (v) => /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(v) && new Date(`2024-${v}T00:00:00Z`).toISOString().startsWith(`2024-${v}`),
    {
      message: 'дата в виде ММ-ДД, например 10-01',
      params: { i18n: 'validation.monthDay' },
    },
  );

export const storageSettingsBodySchema = z.object({
  season_service_id: id.nullable(),
  overdue_service_id: id.nullable(),
  season_months: wholeNumber(1, 12),
  reminder_dates: z
    .array(monthDayText)
    .max(4, 'не больше 4 дат')
    .refine((d) => new Set(d).size === d.length, 'дата указана дважды'),
  reminders_on: z.boolean(),
});
export const storageSettingsAnswerSchema = okEnvelope(
  z.object({
    season_service_id: z.number().int().nullable(),
    overdue_service_id: z.number().int().nullable(),
    season_months: z.number().int(),
    reminder_dates: z.array(z.string()),
    reminders_on: z.boolean(),
    services: z.array(z.object({ id: z.number().int(), name: z.string() })),
    racks: z.array(
      z.object({
        rack: z.string(),
        shelves: z.number().int(),
        places: z.number().int(),
        cells: z.number().int(),
        stored: z.number().int(),
      }),
    ),
  }),
);

/** `owner/storage/rack`: a rack of shelves × places; cells it already has are kept, missing ones added. */
export const storageRackBodySchema = z.object({ rack: rackName, shelves: wholeNumber(1, 20), places: wholeNumber(1, 40) });
/** `owner/storage/cell`: a cell out of use (only when empty) or back in use. */
export const storageCellBodySchema = z.object({ cell_id: id, is_active: z.boolean() });

export const storageReportAnswerSchema = okEnvelope(
  z.object({
    cells: z.number().int(),
    free: z.number().int(),
    stored: z.number().int(),
    overdue: z.number().int(),
    taken_in: z.number().int(),
    given_back: z.number().int(),
    /** Roubles of the storage lines of the orders done in the period (seasons and overdue months), after discount. */
    revenue: roubles,
  }),
);
