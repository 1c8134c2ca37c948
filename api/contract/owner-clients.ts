import { z } from 'zod';
import { okEnvelope } from './envelope';
import { fromDigits, isoTime, roubles, wholeNumber } from './fields';

/** The lapsed list shown on the screen; the CSV takes every row up to LAPSED_EXPORT_MAX. */
export const LAPSED_SHOWN = 50;
export const LAPSED_EXPORT_MAX = 50_000;
/** A client who came back within this many days of the first visit counts as returned. */
export const CAME_BACK_DAYS = 60;

/** No visit in this many days makes a client lapsed: two weeks to ten years, 90 unless asked. */
export const lapsedDays = wholeNumber(14, 3650);
/** `GET owner/clients`: clients by month, who came back, the best clients, the lapsed ones. */
export const ownerClientsQuerySchema = z.object({ lapsed_days: fromDigits(lapsedDays).default(90) });

const personSchema = z.object({ client_id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable() });
export const lapsedClientSchema = personSchema.extend({
  last_visit: isoTime,
  visits: z.number().int(),
  spent: roubles,
  marketing_consent: z.boolean(),
});

export const ownerClientsAnswerSchema = okEnvelope(
  z.object({
    time_zone: z.string(),
    /** The last twelve business months, oldest first: clients whose first visit fell in it, and others who came. */
    months: z.array(z.object({ month: z.string(), new: z.number().int(), returning: z.number().int() })),
    /** Of clients who first came 60 to 425 days ago, how many came again within 60 days. */
    came_back: z.object({ days: z.number().int(), first_timers: z.number().int(), returned: z.number().int(), percent: z.number().int() }),
    /** The ten clients who paid most over the twelve months: what they paid, over how many paid orders. */
    top: z.array(personSchema.extend({ spent: roubles, paid_orders: z.number().int() })),
    lapsed: z.object({
      days: z.number().int(),
      total: z.number().int(),
      with_consent: z.number().int(),
      /** The first 50 who agreed to be contacted, the most recently gone first. */
      items: z.array(lapsedClientSchema),
    }),
  }),
);

/** `GET owner/clients/lapsed`: every lapsed client who agreed to be contacted, for a calling or SMS campaign. */
export const lapsedExportAnswerSchema = okEnvelope(z.object({ days: z.number().int(), items: z.array(lapsedClientSchema) }));
