import { redirectDocument } from '@remix-run/node';
import { z } from 'zod';
import { backupDownloadBodySchema } from '#contract/owner-backups';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { ownerApi } from '~/components/owner/owner-api.server';
import { parseIntentForm, invalidForm } from '~/utils/intent-form.server';

export async function backupsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return dataOrThrow(await api.call('owner/backups'));
}

const takeForm = z.object({ intent: z.literal('take') });
const downloadForm = backupDownloadBodySchema.extend({ intent: z.literal('download') });

/**
 * «Сделать копию сейчас» (a fetcher: the page stays and shows the copy being made), and
 * «Скачать» or «Выгрузить все таблицы»: a post answered by a redirect to the file's signed address, so the
 * browser downloads it and the page stays. The download is audited by the API before the
 * address is given.
 */
export async function backupsAction(args: ServerArgs): Promise<ActionResult | Response> {
  const api = await ownerApi(args);
  const form = await args.request.formData();
  if (form.get('intent') === 'export') {
    const answer = await api.call('owner/export');
    return answer.ok ? redirectDocument(answer.data.url) : actionResult(answer, 'export');
  }
  if (form.get('intent') === 'download') {
    const submission = parseIntentForm(form, downloadForm);
    if (submission.status !== 'success') return invalidForm(submission, 'download');
    const answer = await api.call('owner/backups/download', { body: { file: submission.value.file } });
    if (!answer.ok) return actionResult(answer, 'download');
    return redirectDocument(answer.data.url);
  }
  const submission = parseIntentForm(form, takeForm);
  if (submission.status !== 'success') return invalidForm(submission, 'take');
  return actionResult(await api.call('owner/backups/take'), 'take');
}
