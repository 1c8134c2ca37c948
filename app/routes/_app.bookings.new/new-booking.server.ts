import { z } from 'zod';
import { bookingKindSchema, instantInput, staffBookingBodySchema } from '#contract/bookings';
import { constraintOf } from '~/utils/form-constraints.server';
import { businessDay, id, idText, phoneInput, plateInput } from '#contract/fields';
import { actionResult } from '~/utils/action-result';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { invalidForm, parseIntentForm } from '~/utils/intent-form.server';
import { redirectWithToast } from '~/utils/toast.server';
import { businessToday } from '~/utils/report-period.server';

/** The choice in the address (what, which car, which day); the caller's phone and name only ever in the post. */
const choiceQuery = z.object({
  kind: bookingKindSchema.optional().catch(undefined),
  s: z.array(idText).catch([]),
  class: idText.optional().catch(undefined),
  plate: plateInput.optional().catch(undefined),
  date: businessDay.optional().catch(undefined),
});

export async function newBookingLoader(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const url = new URL(args.request.url);
  const choice = choiceQuery.parse({
    ...Object.fromEntries(url.searchParams),
    s: url.searchParams.getAll('s'),
  });
  const options = dataOrThrow(await api.call('public/booking/options'));
  const kind = choice.kind && options.kinds.includes(choice.kind) ? choice.kind : (options.kinds[0] ?? null);
  // A plate the shop knows tells its class, unless one was chosen.
  const known = !choice.class && choice.plate ? await api.call('public/booking/class', { query: { plate_number: choice.plate } }) : null;
  const classId = choice.class ?? (known?.ok ? known.data.class_id : null) ?? null;
  const services = choice.s.filter((sid) => options.services.some((s) => s.id === sid && s.kind === kind));
  const slots =
    kind && classId && services.length > 0 && choice.plate
      ? await api.call('bookings/slots', { query: { kind, services: services.join(','), class_id: String(classId) } })
      : null;
  return {
    options,
    choice: { kind, services, classId, plate: choice.plate ?? '', date: choice.date ?? businessToday(options.time_zone) },
    slots: slots?.ok ? slots.data : null,
    slotsError: slots && !slots.ok ? actionResult(slots) : null,
    limits: constraintOf(staffBookingBodySchema.pick({ plate_number: true, name: true, phone: true })),
  };
}

const createForm = z.object({
  intent: z.literal('create'),
  kind: bookingKindSchema,
  service_ids: z
    .string()
    .transform((v) => v.split(',').map(Number))
    .pipe(z.array(id).min(1)),
  class_id: id,
  plate_number: plateInput,
  phone: phoneInput.optional(),
  name: staffBookingBodySchema.shape.name,
  // Read as the API reads it, then sent on as the instant it names.
  starts_at: instantInput.transform((d) => d.toISOString()),
  /** The day whose times were shown: the day board opens on it. */
  date: businessDay,
});

/** A booking for the caller at the time pressed; the day board of its day then shows it. */
export async function newBookingAction(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const submission = parseIntentForm(await args.request.formData(), createForm);
  if (submission.status !== 'success') return invalidForm(submission, 'create');
  const form = submission.value;
  const { intent: _intent, date, ...body } = form;
  const result = actionResult(
    await api.call('bookings/create', { body: { ...body, phone: body.phone || undefined, name: body.name || undefined } }),
    'create',
  );
  if (!result.ok) return result;
  return redirectWithToast(`/bookings?date=${date}`, { type: 'success', description: result.message ?? '' });
}
