import { z } from 'zod';
import { checkbox, id } from '#contract/fields';
import { saveCompanyBodySchema } from '#contract/owner-staff';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { ownerApi, rowIntent, saveRow } from '~/components/owner/owner-api.server';

export async function companiesLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return { companies: dataOrThrow(await api.call('owner/companies')) };
}

// One intent per form (`company-3`, `company-new`, `client-3`), so a page's answer reaches its own form only.
const companyForm = saveCompanyBodySchema.extend({ intent: rowIntent('company'), pays_by_contract: checkbox, contract_text: z.string().trim().max(2000).optional().default('') });
const clientForm = z.object({ intent: z.string().regex(/^client-\d+$/), company_id: id, phone: z.string().trim().min(1).max(30), attach: z.enum(['1', '0']) });

/** A company saved, or a client attached or detached: one call of the product API. */
export async function companiesAction(args: ServerArgs) {
  const form = await args.request.formData();
  if (String(form.get('intent')).startsWith('client-')) {
    return saveRow(args, form, clientForm, (api, { attach, ...body }) => api.call('owner/company/client', { body: { ...body, attach: attach === '1' } }), 'phone');
  }
  return saveRow(args, form, companyForm, (api, body) => api.call('owner/company', { body }));
}
