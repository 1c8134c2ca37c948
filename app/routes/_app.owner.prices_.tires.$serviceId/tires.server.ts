import { z } from 'zod';
import { priceCell, checkbox } from '#contract/fields';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';
import { idParam } from '~/utils/id-param.server';

export async function tiresLoader(args: ServerArgs, rawId: string | undefined) {
  const api = await ownerApi(args);
  return dataOrThrow(await api.call('owner/tire-prices', { query: { service_id: idParam(rawId) } }));
}

/** The grid's cells as `price_<radius>_<profile>`: an empty cell takes that size off. */
const gridForm = z
  .object({ intent: z.literal('grid'), reprice_open: checkbox, cells: z.string().regex(/^\d+_\d+(,\d+_\d+)*$/) })
  .catchall(priceCell);

/** The whole grid saved in one call: every cell the page shows, the emptied ones as none. */
export async function tiresAction(args: ServerArgs, rawId: string | undefined): Promise<ActionResult> {
  const api = await ownerApi(args);
  const serviceId = idParam(rawId);
  const submission = parseIntentForm(await args.request.formData(), gridForm);
  if (submission.status !== 'success') return refusedForm(submission, 'grid');
  const { intent: _intent, reprice_open: repriceOpen, cells: names, ...rest } = submission.value;
  const prices = rest as Record<string, number | undefined>;
  const cells = names.split(',').map((name) => {
    const [radius, profile] = name.split('_').map(Number) as [number, number];
    return { radius_id: radius, profile_id: profile, price: prices[`price_${name}`] ?? null };
  });
  return formAnswer(
    submission,
    await api.call('owner/tire-prices/save', { body: { service_id: serviceId, cells, reprice_open: repriceOpen } }),
    'grid',
  );
}
