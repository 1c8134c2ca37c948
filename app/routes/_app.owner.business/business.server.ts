import { z } from 'zod';
import { businessHours, businessProfileBodySchema } from '#contract/business';
import { constraintOf } from '~/utils/form-constraints.server';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { ownerApi, saveRow } from '~/components/owner/owner-api.server';

export async function businessLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  // The fields' HTML limits come from the contract the action parses with.
  // The hours may be left blank, which the form's own limits cannot say: their length comes from their own field.
  const base = constraintOf(businessProfileBodySchema);
  const hours = { ...constraintOf(z.object({ hours: businessHours })).hours, required: false };
  return { ...dataOrThrow(await api.call('business/profile')), limits: { ...base, hours } as typeof base };
}

const businessForm = businessProfileBodySchema.extend({ intent: z.literal('business') });

/** The business's details saved: one call of the product API, each field checked by its contract. */
export async function businessAction(args: ServerArgs) {
  return saveRow(args, await args.request.formData(), businessForm, (api, body) => api.call('business/profile/save', { body }));
}
