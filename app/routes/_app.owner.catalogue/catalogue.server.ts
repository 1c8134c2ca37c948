import { id, idText } from '#contract/fields';
import { saveModelBodySchema } from '#contract/owner-catalogue';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { ownerApi, rowIntent, saveRow } from '~/components/owner/owner-api.server';

/** The brands, the chosen brand's models (`?brand=`), and the classes to choose from. */
export async function catalogueLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const brand = idText.safeParse(new URL(args.request.url).searchParams.get('brand') ?? undefined);
  const catalogue = dataOrThrow(await api.call('owner/models', { query: brand.success ? { brand_id: brand.data } : {} }));
  // The fields' limits come from the contract the action parses with.
  return { ...catalogue, brandId: brand.success ? brand.data : null, limits: constraintOf(saveModelBodySchema) };
}

// One intent per row (`model-12`, `model-new`), so a page's answer reaches its own row only.
export const modelForm = saveModelBodySchema.extend({ intent: rowIntent('model'), class_id: id });

/** A model's row saved, or a new model: one call of the product API. */
export const catalogueAction = async (args: ServerArgs) =>
  saveRow(args, await args.request.formData(), modelForm, (api, body) => api.call('owner/model', { body }));
