import { checkbox } from '#contract/fields';
import { NEW_WORKER_COMMISSION_PERCENT, NEW_WORKER_SHARE_WEIGHT, saveWorkerBodySchema } from '#contract/owner-staff';
import { constraintOf } from '~/utils/form-constraints.server';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { ownerApi, rowIntent, saveRow } from '~/components/owner/owner-api.server';

/** The workers; the fields' limits and a new worker's percent and shares, all from the contract the action parses with. */
export async function staffLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return {
    workers: dataOrThrow(await api.call('owner/workers')),
    limits: constraintOf(saveWorkerBodySchema),
    newWorker: { commission_percent: NEW_WORKER_COMMISSION_PERCENT, share_weight: NEW_WORKER_SHARE_WEIGHT },
  };
}

// One intent per row (`worker-7`, `worker-new`), so the page's answer reaches its own row only.
// The form's checkbox becomes the API's boolean; its numbers are read as the contract's (intent-form.server.ts).
export const workerForm = saveWorkerBodySchema.extend({ intent: rowIntent('worker'), is_active: checkbox });

/** A worker's row saved, or a new worker hired: one call of the product API. */
export const staffAction = async (args: ServerArgs) =>
  saveRow(args, await args.request.formData(), workerForm, (api, body) => api.call('owner/worker', { body }));
