import { z } from 'zod';
import { okEnvelope } from './envelope';
import { fromDigits, id, idText, isoTime, oneLine, roubles, wholeNumber } from './fields';
import { fuelCardSchema, jobStatusSchema, paymentMethodSchema, payStatusSchema } from './order-states';
import { normalizePhone } from './phones';

/*
 * Clients and cars (docs/screens.md 'Clients and cars'): search, the client's card, the car's
 * card, editing, merging and forgetting a client, and the owner's view of them.
 */

/** Results of a search, and visits of a card, by pages of 50. */
export const CLIENTS_PAGE = 50;
/** A search text shorter than this finds too much to sort by the last visit. */
export const SEARCH_MIN = 3;

const page = fromDigits(wholeNumber(1, 100_000)).default(1);

/**
 * `GET client/search`: one text (`q`) read as a phone in any format, a plate or a part of one
 * in either alphabet, or a part of a name; or, for outside clients, an exact `phone` or a
 * `plate` fragment. No text at all lists the clients by their last visit.
 */
export const clientSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'не длиннее 100 символов').default(''),
  phone: z
    .string()
    .trim()
    .max(30, 'не длиннее 30 символов')
    .refine((v) => normalizePhone(v) !== undefined, { message: 'неверный формат телефона', params: { i18n: 'validation.phone' } })
    .optional(),
  plate: z.string().trim().min(1, 'не может быть пустым').max(12, 'не длиннее 12 символов').optional(),
  page,
});

const clientCarSchema = z.object({ id: z.number().int(), plate_number: z.string() });
export const clientRowSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  cars: z.array(clientCarSchema),
  /** Orders neither drafts nor cancelled. */
  visits: z.number().int(),
  last_visit: isoTime.nullable(),
});
export const clientSearchAnswerSchema = okEnvelope(
  z.object({ clients: z.array(clientRowSchema), page: z.number().int(), has_more: z.boolean() }),
);

export const tireSizeSchema = z.object({ radius: z.string(), profile: z.string(), profile_code: z.string().nullable() });
/** A tyre size as taken: radius and profile names, the profile's catalogue code. */
export type TireSize = z.infer<typeof tireSizeSchema>;

/** One order as a client's or a car's card lists it. */
export const visitSchema = z.object({
  order_id: z.number().int(),
  at: isoTime,
  plate_number: z.string(),
  services: z.array(z.string()),
  sum: roubles,
  job_status: jobStatusSchema,
  pay_status: payStatusSchema,
  /** How it was paid, each way once (a fuel payment by its card: `yandex`, `petrol`); empty when nothing was taken. */
  methods: z.array(z.union([paymentMethodSchema.exclude(['fuel']), fuelCardSchema])),
  by_contract: z.boolean(),
  /** Who worked on its lines, each once. */
  workers: z.array(z.string()),
});
const visitPageSchema = z.object({ items: z.array(visitSchema), page: z.number().int(), pages: z.number().int(), total: z.number().int() });

export const carSummarySchema = z.object({
  id: z.number().int(),
  plate_number: z.string(),
  brand_name: z.string().nullable(),
  model_name: z.string().nullable(),
  class_id: z.number().int(),
  class_name: z.string(),
  class_code: z.string().nullable(),
  discount_group: z.object({ name: z.string(), percent: z.number().int() }).nullable(),
  /** The size of the car's last tyre order. */
  last_tire_size: tireSizeSchema.nullable(),
});

export const clientNoteSchema = z.object({ id: z.number().int(), text: z.string(), author: z.string().nullable(), at: isoTime });
export type ClientNote = z.infer<typeof clientNoteSchema>;

/** `GET client/{id}`: the client's card. An erased client keeps only the orders, without a person. */
export const clientCardSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  /** Phones of clients merged into this one: they lead here. */
  other_phones: z.array(z.string()),
  name: z.string().nullable(),
  created_at: isoTime,
  forgotten_at: isoTime.nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), pays_by_contract: z.boolean() }).nullable(),
  consent: z.object({ given: z.boolean(), at: isoTime.nullable(), by: z.string().nullable() }),
  /** The messages about their own orders are sent (false: the client asked for none). */
  order_messages: z.boolean(),
  cars: z.array(carSummarySchema),
  money: z.object({
    /** Paid orders (at the desk or by contract): what they came to, and the mean. */
    spent: roubles,
    average_check: roubles,
    paid_visits: z.number().int(),
    visits: z.number().int(),
    first_visit: isoTime.nullable(),
    last_visit: isoTime.nullable(),
  }),
  loyalty: z.object({
    /** The percent of this month, from last month's paid orders. */
    percent: z.number().int(),
    /** Paid orders this month, which give next month's percent. */
    month_orders: z.number().int(),
    /** The next step: its orders, its percent, orders left, and how far along (0–100). */
    next: z.object({ orders: z.number().int(), percent: z.number().int(), left: z.number().int(), progress: z.number().int() }).nullable(),
  }),
  notes: z.array(clientNoteSchema),
  visits: visitPageSchema,
});
export const clientParamsSchema = z.object({ id: idText });
export const clientCardQuerySchema = z.object({ visits_page: page });
export const clientCardAnswerSchema = okEnvelope(clientCardSchema);
export type ClientCard = z.infer<typeof clientCardSchema>;
export type Visit = z.infer<typeof visitSchema>;
export type CarSummary = z.infer<typeof carSummarySchema>;

/** A client's name: one line of up to 100 characters. */
export const clientName = oneLine(100);

/** `POST client/update`: the name, the marketing consent, a note added or removed; at least one. */
export const clientUpdateFields = z.object({
  client_id: id,
  /** An empty name clears it. */
  name: z.preprocess((v) => (v === '' ? null : v), clientName.nullable()).optional(),
  marketing_consent: z.boolean().optional(),
  /** Whether the client gets the messages about their own orders («принят», «машина готова»); they may ask for none. */
  order_messages: z.boolean().optional(),
  note: z.string().trim().min(1, 'не может быть пустым').max(1000, 'не длиннее 1000 символов').optional(),
  remove_note_id: id.optional(),
});
/** How many changes a `client/update` body asks for: every field but the client's id. */
export function clientChangesAsked(body: z.infer<typeof clientUpdateFields>): number {
  return Object.entries(body).filter(([field, value]) => field !== 'client_id' && value !== undefined).length;
}
export const clientUpdateBodySchema = clientUpdateFields.refine((b) => clientChangesAsked(b) > 0, {
  message: 'нечего менять: имя, согласие, СМС о заказах или заметка',
});

/** `POST client/merge`: `merge_id` (the same person under another phone) joins `client_id`, which stays. */
export const clientMergeBodySchema = z.object({ client_id: id, merge_id: id });
/** `POST client/forget`: the person's data erased (152-ФЗ), the orders kept without it. */
export const clientForgetBodySchema = z.object({ client_id: id });

/** `GET car/{id}`: the car, who it belonged to over time, its orders. */
export const carCardAnswerSchema = okEnvelope(
  carSummarySchema.extend({
    client_id: z.number().int().nullable(),
    clients: z.array(
      z.object({
        client_id: z.number().int(),
        name: z.string().nullable(),
        phone: z.string().nullable(),
        forgotten: z.boolean(),
        first: isoTime,
        last: isoTime,
        orders: z.number().int(),
      }),
    ),
    orders: visitPageSchema,
  }),
);
export const carParamsSchema = z.object({ id: idText });
export const carCardQuerySchema = z.object({ page });
