import { z } from 'zod';
import { id } from '#contract/fields';
import { saveModelBodySchema } from '#contract/owner-catalogue';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';

/** The brands, the chosen brand's models (`?brand=`), and the classes to choose from. */
export async function catalogueLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const brand = id.safeParse(new URL(args.request.url).searchParams.get('brand') ?? undefined);
  const [catalogue, prices] = await Promise.all([api.call('owner/models', { query: brand.success ? { brand_id: brand.data } : {} }), api.call('owner/prices')]);
  return { ...dataOrThrow(catalogue), brandId: brand.success ? brand.data : null, classes: dataOrThrow(prices).classes };
}

// One intent per row (`model-12`, `model-new`), so a page's answer reaches its own row only.
const modelForm = saveModelBodySchema.extend({ intent: z.string().regex(/^model-(\d+|new)$/), class_id: z.coerce.number().int().positive() });

/** A model's row saved, or a new model: one call of the product API. */
export async function catalogueAction(args: ServerArgs): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(await args.request.formData(), modelForm);
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : 'model-new';
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const { intent: _intent, ...body } = submission.value;
  return formAnswer(submission, await api.call('owner/model', { body }), intent, 'name');
}
