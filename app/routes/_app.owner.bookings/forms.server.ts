import { z } from 'zod';
import { bayBodySchema, bookingRulesBodySchema, dayOffBodySchema, durationBodySchema } from '#contract/bookings';
import { businessDay, checkbox, id } from '#contract/fields';
import { rowIntent } from '~/components/owner/owner-api.server';
import { MIDNIGHT, minutesOf, TIME_LENGTH, WEEKDAYS } from './day-time';

/*
 * The forms of «Запись и посты», each parsed by conform with a schema built from the contract's
 * fields (app/utils/intent-form.server.ts), the same with and without JavaScript.
 */

// One intent per row (`bay-3`, `bay-new`), so the page's answer reaches its own row only; the checkbox becomes the API's boolean.
export const bayForm = bayBodySchema.extend({ intent: rowIntent('bay'), is_active: checkbox });

/** An error of a field found by a rule across fields: its words' key (errors' namespace, or another with its prefix). */
const issue = (ctx: z.RefinementCtx, path: string, key: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: key, params: { i18n: key } });

// Each weekday as three fields, Monday first: `open_0`, `close_0` (HH:MM) and `closed_0` («выходной»).
const dayFields: Record<string, z.ZodType> = {};
for (const day of WEEKDAYS) {
  dayFields[`open_${day}`] = z.string().max(TIME_LENGTH).optional();
  dayFields[`close_${day}`] = z.string().max(TIME_LENGTH).optional();
  dayFields[`closed_${day}`] = checkbox;
}

/**
 * The opening hours of the seven weekdays, how many days ahead the booking is open and how
 * late a customer may cancel. A working day needs both times, the closing after the opening;
 * a closing at 24:00 (or 00:00) is midnight, the end of that day; an opening is before it.
 */
export const rulesForm = z
  .object({
    intent: z.literal('rules'),
    horizon_days: bookingRulesBodySchema.shape.horizon_days,
    cancel_hours: bookingRulesBodySchema.shape.cancel_hours,
    ...dayFields,
  })
  .superRefine((value, ctx) => {
    const fields = value as Record<string, unknown>;
    for (const day of WEEKDAYS) {
      if (fields[`closed_${day}`] === true) continue;
      const open = timeOf(fields, `open_${day}`, ctx, MIDNIGHT - 1);
      const close = timeOf(fields, `close_${day}`, ctx);
      if (open !== undefined && close !== undefined && closing(close) <= open) issue(ctx, `close_${day}`, 'validation.hoursOrder');
    }
  });

/** A time field's minutes; a field left empty or not a time is said under it. */
function timeOf(fields: Record<string, unknown>, name: string, ctx: z.RefinementCtx, latest = MIDNIGHT): number | undefined {
  const text = typeof fields[name] === 'string' ? fields[name].trim() : '';
  if (!text) {
    issue(ctx, name, 'validation.required');
    return undefined;
  }
  const minutes = minutesOf(text);
  if (minutes !== undefined && minutes <= latest) return minutes;
  issue(ctx, name, 'common:owner.bookings.timeFormat');
  return undefined;
}

/** A closing time: 00:00 is the midnight that ends the day, as 24:00 is. */
const closing = (minutes: number) => (minutes === 0 ? MIDNIGHT : minutes);

/** The parsed form as the API's body: each weekday's hours in minutes after midnight, or null when closed. */
export function rulesBody(value: z.output<typeof rulesForm>): z.input<typeof bookingRulesBodySchema> {
  const fields = value as Record<string, unknown>;
  const hours = WEEKDAYS.map((day) =>
    fields[`closed_${day}`] === true
      ? null
      : { open: minutesOf(String(fields[`open_${day}`]))!, close: closing(minutesOf(String(fields[`close_${day}`]))!) },
  );
  return { hours, horizon_days: value.horizon_days, cancel_hours: value.cancel_hours };
}

/** A day off added: a date from today on (a past one would change nothing the owner could see). */
export const dayOffAddForm = (today: string) =>
  z
    .object({ intent: z.literal('dayoff-add'), day: dayOffBodySchema.shape.day })
    .refine((v) => v.day >= today, { path: ['day'], message: 'past', params: { i18n: 'common:owner.bookings.dayPast' } });

/** A day off taken back, one form per date (`dayoff-2026-12-31`). */
export const dayOffRemoveForm = z.object({ intent: z.string().regex(/^dayoff-\d{4}-\d{2}-\d{2}$/), day: businessDay });

/**
 * A service's minutes on a class, one form per service (`duration-12`): the owner's figure, or
 * «Сбросить» (`reset`), which gives the service back to the shop's history.
 */
export const durationForm = z
  .object({
    intent: rowIntent('duration'),
    service_id: id,
    class_id: id,
    minutes: durationBodySchema.shape.minutes.unwrap().optional(),
    reset: checkbox,
  })
  .refine((v) => v.reset || v.minutes !== undefined, { path: ['minutes'], message: 'required', params: { i18n: 'validation.required' } });
