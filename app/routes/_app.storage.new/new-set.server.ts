import { z } from 'zod';
import { checkbox, idText, phoneInput } from '#contract/fields';
import { storageTakeFields, tyreSetObject } from '#contract/storage';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError } from '~/utils/form-errors';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { redirectWithToast } from '~/utils/toast.server';
import { noticeMessage } from '~/utils/api-text';

/**
 * «Принять комплект»: the nearest free cell and the usual term, the sizes to choose from, and
 * the order the set comes from (`?order=`, the master's tyre order) with its car and client.
 */
export async function newSetLoader(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const asked = idText.safeParse(new URL(args.request.url).searchParams.get('order') ?? undefined);
  const [options, radii, profiles, order] = await Promise.all([
    api.call('storage/options').then(dataOrThrow),
    api.call('service-tire/radius').then(dataOrThrow),
    api.call('service-tire/profile').then(dataOrThrow),
    asked.success ? api.call('order/:id', { params: { id: asked.data } }).then(dataOrThrow) : Promise.resolve(null),
  ]);
  return {
    options,
    radii,
    profiles,
    order: order
      ? {
          id: order.id,
          plate: order.car.plate_number,
          client: order.client?.name ?? null,
          radius_id: order.tire_radius_id ?? null,
          profile_id: order.tire_profile_id ?? null,
        }
      : null,
    limits: constraintOf(storageTakeFields.pick({ plate_number: true, name: true })),
    setLimits: constraintOf(tyreSetObject),
  };
}

/** Millimetres per tyre as a master types them: «7,5 7,5 7 7» or «7.5; 7.5; 7; 7». */
const treadText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? [] : v.split(/[\s;/]+/).map((mm) => Number(mm.replace(',', '.')))))
  .refine((depths) => depths.every((mm) => Number.isFinite(mm)), { message: encodeError('validation.treadText') });

/** The form's fields, the contract's own (their limits too): the set's flat, the tread as typed. */
const S = tyreSetObject.shape;
const T = storageTakeFields.shape;
const takeForm = z
  .object({
    order_id: T.order_id,
    plate_number: T.plate_number,
    phone: phoneInput.optional(),
    name: T.name,
    count: S.count,
    season: S.season,
    with_rims: checkbox,
    brand: S.brand,
    model: S.model,
    width: S.width,
    height: S.height,
    radius_id: S.radius_id,
    profile_id: S.profile_id,
    tread: treadText.optional(),
    notes: S.notes,
    cell_id: T.cell_id,
    term_until: T.term_until,
    idempotency_key: T.idempotency_key,
  })
  // Said under the field, as the API would refuse it: a depth for every tyre or none.
  .refine((f) => !f.tread?.length || f.tread.length === f.count, { path: ['tread'], message: encodeError('validation.treadPerTyre') });

/** The field a refusal of `storage/take` is about, to show it under that field. */
const REFUSED_FIELDS: Record<string, string> = {
  storage_term_past: 'term_until',
  storage_cell_taken: 'cell_id',
  storage_cell_not_found: 'cell_id',
  storage_cell_out_of_use: 'cell_id',
  storage_full: 'cell_id',
  storage_car_unknown: 'plate_number',
  car_has_open_order: 'plate_number',
  radius_not_found: 'radius_id',
  profile_not_found: 'profile_id',
};

/** The set into its cell: one call; then the set's page, where its receipt and labels print. */
export async function newSetAction(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const submission = parseIntentForm(await args.request.formData(), takeForm);
  if (submission.status !== 'success') return invalidForm(submission, 'take');
  const f = submission.value;
  const answer = await api.call('storage/take', {
    body: {
      ...(f.order_id ? { order_id: f.order_id } : { plate_number: f.plate_number, phone: f.phone, ...(f.name ? { name: f.name } : {}) }),
      ...(f.cell_id ? { cell_id: f.cell_id } : {}),
      term_until: f.term_until,
      ...(f.idempotency_key ? { idempotency_key: f.idempotency_key } : {}),
      set: {
        count: f.count,
        brand: f.brand ?? '',
        model: f.model ?? '',
        width: f.width ?? null,
        height: f.height ?? null,
        radius_id: f.radius_id,
        profile_id: f.profile_id,
        season: f.season,
        with_rims: f.with_rims,
        tread: f.tread?.length ? f.tread : null,
        notes: f.notes ?? '',
      },
    },
  });
  if (!answer.ok) return refusedAt(submission, REFUSED_FIELDS[answer.code ?? ''], answer, 'take');
  return redirectWithToast(`/storage/${answer.data.set_id}`, { type: 'success', description: noticeMessage(answer) ?? '' });
}
