import { z } from 'zod';
import { storageCellBodySchema, storageRackBodySchema, storageSettingsBodySchema } from '#contract/storage';
import { checkbox, id } from '#contract/fields';
import { monthDayOf, REMINDER_FIELDS } from './reminder-dates';

/*
 * The forms of «Хранение шин» (docs/decisions/041-seasonal-tyre-storage.md), each parsed by
 * conform with a schema built from the contract's fields (app/utils/intent-form.server.ts),
 * the same with and without JavaScript.
 */

/** An error of a field found by a rule across fields: its words' key (errors' namespace, or another with its prefix). */
const issue = (ctx: z.RefinementCtx, path: string, key: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: key, params: { i18n: key } });

/** One date as the API takes it («10-01», a day that exists). */
const oneDate = storageSettingsBodySchema.shape.reminder_dates.element;

// Each reminder date its own field, left empty when unused: an owner types a date, not a list.
const dateFields: Record<string, z.ZodType> = Object.fromEntries(REMINDER_FIELDS.map((name) => [name, z.string().optional()]));

/**
 * The two services of the price list (none chosen: the select's empty choice), the usual term,
 * the reminder dates typed as «01.10», each said under its own field when it is not a date or
 * is there twice, and whether the reminders go out.
 */
export const settingsForm = z
  .object({
    intent: z.literal('settings'),
    season_service_id: id.optional(),
    overdue_service_id: id.optional(),
    season_months: storageSettingsBodySchema.shape.season_months,
    reminders_on: checkbox,
    ...dateFields,
  })
  .superRefine((value, ctx) => {
    const fields = value as Record<string, unknown>;
    const seen = new Set<string>();
    for (const name of REMINDER_FIELDS) {
      const text = typeof fields[name] === 'string' ? fields[name].trim() : '';
      if (!text) continue;
      const monthDay = monthDayOf(text);
      if (!monthDay || !oneDate.safeParse(monthDay).success) issue(ctx, name, 'common:owner.storage.dateFormat');
      else if (seen.has(monthDay)) issue(ctx, name, 'common:owner.storage.dateTwice');
      else seen.add(monthDay);
    }
  });

/** The parsed form as the API's body: no service chosen is null, the dates as «MM-DD» in the order typed. */
export function settingsBody(value: z.output<typeof settingsForm>): z.input<typeof storageSettingsBodySchema> {
  const fields = value as Record<string, unknown>;
  const reminder_dates = REMINDER_FIELDS.map((name) => (typeof fields[name] === 'string' ? monthDayOf(fields[name]) : undefined)).filter(
    (date): date is string => date !== undefined,
  );
  return {
    season_service_id: value.season_service_id ?? null,
    overdue_service_id: value.overdue_service_id ?? null,
    season_months: value.season_months,
    reminder_dates,
    reminders_on: value.reminders_on,
  };
}

/** A rack added, or one made bigger: its name, shelves and places, as the contract takes them. */
export const rackForm = storageRackBodySchema.extend({ intent: z.literal('rack') });

/** A cell out of use or back in it: the cell chosen, and the button pressed («false» or «true»). */
export const cellForm = storageCellBodySchema.extend({
  intent: z.literal('cell'),
  is_active: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
