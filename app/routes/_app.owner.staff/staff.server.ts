import { checkbox, wholeNumber } from '#contract/fields';
import { saveWorkerBodySchema } from '#contract/owner-staff';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { ownerApi, rowIntent, saveRow } from '~/components/owner/owner-api.server';

export async function staffLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return { workers: dataOrThrow(await api.call('owner/workers')) };
}

// One intent per row (`worker-7`, `worker-new`), so the page's answer reaches its own row only.
// The form's text and checkbox become the API's numbers and booleans.
const workerForm = saveWorkerBodySchema.extend({
  intent: rowIntent('worker'),
  is_active: checkbox,
  commission_percent: wholeNumber(0, 100),
  share_weight: wholeNumber(1, 10),
});

/** A worker's row saved, or a new worker hired: one call of the product API. */
export const staffAction = async (args: ServerArgs) => saveRow(args, await args.request.formData(), workerForm, (api, body) => api.call('owner/worker', { body }));
