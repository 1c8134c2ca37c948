import { z } from 'zod';
import { okEnvelope } from './envelope';
import { fromDigits, optionalBoolean, wholeNumber } from './fields';
import { jobStatusSchema, payStatusSchema } from './order-states';

/** The most changes one answer of the feed holds: a shorter page is its end. */
export const CHANGES_PAGE = 500;

/**
 * `GET order/changes?since=`: the change feed of the live layer. `at_end=true` answers only
 * where the feed ends now (its cursor, no changes): where a reader starting afresh begins.
 */
export const changesQuerySchema = z.object({
  since: fromDigits(wholeNumber(0, Number.MAX_SAFE_INTEGER)).default(0),
  at_end: optionalBoolean,
});
export const orderChangeSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  job_status: jobStatusSchema,
  pay_status: payStatusSchema,
  is_wash: z.boolean(),
  is_tire: z.boolean(),
  waiting_for_payment: z.boolean(),
  /** The order's client now: a client card follows its orders by it. */
  client_id: z.number().int().nullable(),
  /** The order's car: a car's card follows its orders by it. */
  car_id: z.number().int(),
  changed: z.array(z.string()),
});
export const changesAnswerSchema = okEnvelope(z.object({ cursor: z.number().int(), orders: z.array(orderChangeSchema) }));
