import { bayBodySchema, bookingRulesBodySchema, durationBodySchema } from '#contract/bookings';
import { idText } from '#contract/fields';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError } from '~/utils/form-errors';
import { parseIntentForm } from '~/utils/intent-form.server';
import { businessToday } from '~/utils/report-period.server';
import { formAnswer, ownerApi, refusedForm, saveRow } from '~/components/owner/owner-api.server';
import { zoneLabel } from '~/components/booking/booking-format';
import { pageLocale } from '~/utils/customer-locale.server';
import { bayForm, dayOffAddForm, dayOffRemoveForm, durationForm, rulesBody, rulesForm } from './forms.server';

/**
 * The bays, the hours and days off, and the minutes of each service on the class chosen
 * (`?class=`, the first class without one), with the fields' limits from the contract the
 * action parses with.
 */
export async function bookingsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const [rulesAnswer, carsAnswer] = await Promise.all([api.call('owner/booking-rules'), api.call('get-cars-info')]);
  const rules = dataOrThrow(rulesAnswer);
  const classes = dataOrThrow(carsAnswer).classes.map(({ id, name, code }) => ({ id, name, code }));
  const asked = idText.safeParse(new URL(args.request.url).searchParams.get('class') ?? undefined);
  const chosen = classes.find((c) => asked.success && c.id === asked.data) ?? classes[0];
  const durations = chosen ? dataOrThrow(await api.call('owner/durations', { query: { class_id: chosen.id } })) : null;
  return {
    ...rules,
    // Named as the customers' booking pages name it («Москва (GMT+03:00)»), in the page's language.
    zone: zoneLabel(rules.time_zone, await pageLocale(args.request)),
    today: businessToday(rules.time_zone),
    classes,
    durations,
    limits: {
      bay: constraintOf(bayBodySchema),
      rules: constraintOf(bookingRulesBodySchema),
      duration: constraintOf(durationBodySchema),
    },
  };
}

/** Each form of the page: one call of the product API, its answer under the form's own fields. */
export async function bookingsAction(args: ServerArgs): Promise<ActionResult> {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'rules') return saveRules(args, form);
  if (intent.startsWith('bay-')) return saveRow(args, form, bayForm, (api, body) => api.call('owner/bay', { body }));
  if (intent === 'dayoff-add') {
    const today = businessToday(args.context.settings.businessTimeZone);
    return saveRow(args, form, dayOffAddForm(today), (api, { day }) => api.call('owner/day-off', { body: { day, off: true } }), 'day');
  }
  if (intent.startsWith('dayoff-'))
    return saveRow(args, form, dayOffRemoveForm, (api, { day }) => api.call('owner/day-off', { body: { day, off: false } }), 'day');
  if (intent.startsWith('duration-'))
    return saveRow(
      args,
      form,
      durationForm,
      (api, { service_id, class_id, minutes, reset }) =>
        api.call('owner/duration', { body: { service_id, class_id, minutes: reset ? null : (minutes ?? null) } }),
      'minutes',
    );
  // A form of no kind the page has: still only the owner's to send.
  await ownerApi(args);
  return { ok: false, error: encodeError('validation.invalid'), intent };
}

/** The hours, the days ahead and the cancel limit: one call; a refusal the fields do not explain shows over the form. */
async function saveRules(args: ServerArgs, form: FormData): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(form, rulesForm);
  if (submission.status !== 'success') return refusedForm(submission, 'rules');
  return formAnswer(submission, await api.call('owner/booking-rules/save', { body: rulesBody(submission.value) }), 'rules');
}
