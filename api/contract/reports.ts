import { z } from 'zod';
import { okEnvelope } from './envelope';
import { businessDay, idText, isoTime, roubles } from './fields';
import { methodTotalsSchema, shiftRowSchema } from './shifts';

/* ---- The owner's reports: money of a day or a range, and what each worker earned ---- */

/** A report's days, both included; at most a year and a day. */
export const periodQuerySchema = z
  .object({ from: businessDay, to: businessDay })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'конец периода раньше начала', params: { i18n: 'validation.periodOrder' } })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'период не длиннее года',
    params: { i18n: 'validation.periodLength' },
  });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const discountSourceSchema = z.enum(['manual', 'group', 'loyalty', 'first']);

export const periodReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** Money taken less money given back, by when it moved, per method (card, cash, each fuel card). */
  methods: z.array(methodTotalsSchema),
  /** Orders done in the period that a company pays by its contract: no money at the desk. */
  contract: z.object({ orders: z.number().int(), sum: roubles }),
  /**
   * What came in, the «Принято» of the methods' table: the payments of every method and the
   * contract orders done (how many of each, and the money); less `refunds`, it is `revenue`.
   */
  received: z.object({ count: z.number().int(), sum: roubles }),
  /** Every method's net plus the contract orders. */
  revenue: roubles,
  refunds: z.object({ count: z.number().int(), sum: roubles }),
  /** Each day: revenue (money taken less given back, and contract orders done) and orders taken in; the days add up to `revenue`. */
  by_day: z.array(z.object({ date: z.string(), net: roubles, orders: z.number().int() })),
  /** Hours of the day 0–23 over the whole period: orders taken in, and revenue as by day. */
  by_hour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), net: roubles })),
  /** Lines of the orders done in the period (canceled lines left out), by service. */
  services: z.array(z.object({ kind: z.enum(['wash', 'tire', 'parking']), name: z.string(), quantity: z.number().int(), sum: roubles })),
  kinds: z.array(z.object({ kind: z.enum(['wash', 'tire', 'parking']), lines: z.number().int(), sum: roubles })),
  /** Every line of those orders together. */
  lines_total: roubles,
  /** Discounts of the orders done in the period, by where they came from; a manual one by its reason. */
  discounts: z.array(z.object({ source: discountSourceSchema, reason: z.string().nullable(), orders: z.number().int(), sum: roubles })),
  parking: z.object({ orders: z.number().int(), sum: roubles }),
  orders_done: z.number().int(),
  /** The sum of the orders done, less their discounts, over how many. */
  average_check: roubles,
  /** Orders canceled among those taken in during the period. */
  canceled: z.number().int(),
  /** The cashiers' shifts opened in the period, with how each count came out. */
  shifts: z.array(shiftRowSchema),
});
export type PeriodReport = z.infer<typeof periodReportSchema>;
export const periodReportAnswerSchema = okEnvelope(periodReportSchema);

export const earningsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  workers: z.array(
    z.object({
      worker_id: z.number().int(),
      name: z.string(),
      kind: z.enum(['wash', 'tire']),
      /** The percent the lines were assigned at: a worker whose percent changed in the period has a row for each. */
      commission_percent: z.number().int(),
      /** Lines the worker did (a shared line counts once for each of its workers). */
      lines: z.number().int(),
      /** The worker's part of the lines' value: a shared line is split by its workers' shares. */
      value: roubles,
      commission: roubles,
    }),
  ),
  total_value: roubles,
  total_commission: roubles,
});
export type EarningsReport = z.infer<typeof earningsReportSchema>;

/** `GET report/earnings/lines`: one worker's lines in a period, with the share each brought them. */
export const workerLinesQuerySchema = periodQuerySchema.and(z.object({ worker_id: idText }));
export const workerLinesSchema = z.object({
  worker_id: z.number().int(),
  name: z.string(),
  /** More lines than listed (the first 2,000 are): the earnings' totals still count them all. */
  truncated: z.boolean(),
  lines: z.array(
    z.object({
      order_id: z.number().int(),
      done_at: isoTime,
      plate_number: z.string(),
      service: z.string(),
      quantity: z.number().int(),
      /** The line's sum after discount, and how many shared it. */
      sum: roubles,
      workers: z.number().int(),
      /** The worker's shares of the line out of all its workers' shares, and their percent, as assigned. */
      share_weight: z.number().int(),
      line_weight: z.number().int(),
      commission_percent: z.number().int(),
      /** The worker's part of the line's sum. */
      share: roubles,
    }),
  ),
});
export type WorkerLines = z.infer<typeof workerLinesSchema>;
export const workerLinesAnswerSchema = okEnvelope(workerLinesSchema);
export const earningsAnswerSchema = okEnvelope(earningsReportSchema);
