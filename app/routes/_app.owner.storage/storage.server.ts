import type { ApiAnswer } from '#contract/client';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { encodeError } from '~/utils/form-errors';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm, saveRow } from '~/components/owner/owner-api.server';
import { cellForm, rackForm, settingsBody, settingsForm } from './forms.server';

/**
 * The storage settings (the two services, the usual term, the reminder dates, the racks) and
 * every cell rack by rack, whether it is in use and holds a set, with the fields' limits from
 * the contract the action parses with.
 */
export async function storageLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const [settingsAnswer, boardAnswer] = await Promise.all([api.call('owner/storage'), api.call('storage/board')]);
  const settings = dataOrThrow(settingsAnswer);
  const racks = dataOrThrow(boardAnswer).racks.map(({ rack, cells }) => ({
    rack,
    cells: cells.map((cell) => ({ id: cell.id, name: cell.name, is_active: cell.is_active, held: cell.set !== null })),
  }));
  return {
    ...settings,
    cells: racks,
    limits: { settings: constraintOf(settingsForm), rack: constraintOf(rackForm) },
  };
}

/** Each form of the page: one call of the product API, its answer under the form's own fields. */
export async function storageAction(args: ServerArgs): Promise<ActionResult> {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'settings') return saveSettings(args, form);
  if (intent === 'rack') return saveRow(args, form, rackForm, (api, body) => api.call('owner/storage/rack', { body }), 'rack');
  // A cell that holds a set cannot leave use: the refusal names the cell, under the cell's choice.
  if (intent === 'cell') return saveRow(args, form, cellForm, (api, body) => api.call('owner/storage/cell', { body }), 'cell_id');
  // A form of no kind the page has: still only the owner's to send.
  await ownerApi(args);
  return { ok: false, error: encodeError('validation.invalid'), intent };
}

/** The services, the term and the reminders: one call; a service that is not a tyre one is said under its own select. */
async function saveSettings(args: ServerArgs, form: FormData): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(form, settingsForm);
  if (submission.status !== 'success') return refusedForm(submission, 'settings');
  const body = settingsBody(submission.value);
  const answer = await api.call('owner/storage/save', { body });
  return formAnswer(submission, answer, 'settings', serviceField(answer, body.season_service_id));
}

/** The select a refused service was chosen in: the season's when it names that one, else the overdue month's. */
function serviceField(answer: ApiAnswer<unknown>, seasonServiceId: number | null): string | undefined {
  if (answer.ok || answer.code !== 'storage_service_not_tire') return undefined;
  return Number(answer.params?.id) === seasonServiceId ? 'season_service_id' : 'overdue_service_id';
}
