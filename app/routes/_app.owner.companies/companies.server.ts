import { z } from 'zod';
import { checkbox, id } from '#contract/fields';
import { saveCompanyBodySchema } from '#contract/owner-staff';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';

export async function companiesLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return { companies: dataOrThrow(await api.call('owner/companies')) };
}

// One intent per form (`company-3`, `company-new`, `client-3`), so a page's answer reaches its own form only.
const forms = z.union([
  saveCompanyBodySchema.extend({ intent: z.string().regex(/^company-(\d+|new)$/), pays_by_contract: checkbox, contract_text: z.string().trim().max(2000).optional().default('') }),
  z.object({ intent: z.string().regex(/^client-\d+$/), company_id: id, phone: z.string().trim().min(1).max(30), attach: z.enum(['1', '0']) }),
]);

/** A company saved, or a client attached or detached: one call of the product API. */
export async function companiesAction(args: ServerArgs): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(await args.request.formData(), forms);
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : 'company-new';
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const input = submission.value;
  if ('company_id' in input) {
    const answer = await api.call('owner/company/client', { body: { company_id: input.company_id, phone: input.phone, attach: input.attach === '1' } });
    return formAnswer(submission, answer, intent, 'phone');
  }
  const { intent: _intent, ...body } = input;
  return formAnswer(submission, await api.call('owner/company', { body }), intent, 'name');
}
