import { z } from 'zod';
import { checkbox } from '#contract/fields';
import { companyClientBodySchema, saveCompanyBodySchema } from '#contract/owner-staff';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { ownerApi, rowIntent, saveRow } from '~/components/owner/owner-api.server';

export async function companiesLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return {
    companies: dataOrThrow(await api.call('owner/companies')),
    // The fields' limits come from the contract's schemas the action parses with.
    limits: { company: constraintOf(companyForm), client: constraintOf(companyClientBodySchema) },
  };
}

// One intent per form (`company-3`, `company-new`, `client-3`), so a page's answer reaches its own form only.
// An emptied contract text arrives as no field (conform's rule): it is an empty text.
export const companyForm = saveCompanyBodySchema.extend({
  intent: rowIntent('company'),
  pays_by_contract: checkbox,
  contract_text: saveCompanyBodySchema.shape.contract_text.default(''),
});
export const clientForm = companyClientBodySchema.extend({ intent: z.string().regex(/^client-\d+$/), attach: z.enum(['1', '0']) });

/** A company saved, or a client attached or detached: one call of the product API. */
export async function companiesAction(args: ServerArgs) {
  const form = await args.request.formData();
  if (String(form.get('intent')).startsWith('client-')) {
    return saveRow(
      args,
      form,
      clientForm,
      (api, { attach, ...body }) => api.call('owner/company/client', { body: { ...body, attach: attach === '1' } }),
      'phone',
    );
  }
  return saveRow(args, form, companyForm, (api, body) => api.call('owner/company', { body }));
}
