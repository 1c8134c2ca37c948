import { z } from 'zod';
import { loginRequestSchema } from '#contract/auth';
import { accountRoleBodySchema, createAccountBodySchema } from '#contract/owner-accounts';
import { id } from '#contract/fields';
import { constraintOf } from '~/utils/form-constraints.server';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';

export async function accountsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  // The new account's fields take their limits from the contract the action parses with.
  return { accounts: dataOrThrow(await api.call('owner/accounts')), limits: constraintOf(createAccountBodySchema) };
}

/** An answer that may carry a password made up by the API: shown once, on this answer only. */
export type AccountsResult = ActionResult & {
  oneTime?: { login: string; password: string };
};

export const accountForms = z.discriminatedUnion('intent', [
  createAccountBodySchema.extend({ intent: z.literal('create') }),
  accountRoleBodySchema.extend({ intent: z.literal('role') }),
  // The login only names the account beside its new password: any login one may sign in with.
  z.object({ intent: z.literal('reset'), id, login: loginRequestSchema.shape.login }),
  z.object({ intent: z.literal('disable'), id }),
  z.object({ intent: z.literal('enable'), id }),
]);

/**
 * The accounts page's forms, each one call of the product API. A typed password is never sent
 * back to the page, whatever the form posted (`Password`, a password beside another intent).
 */
export async function accountsAction(args: ServerArgs): Promise<AccountsResult> {
  return withoutTypedPasswords(await answerAccountForm(args));
}

function withoutTypedPasswords(result: AccountsResult): AccountsResult {
  const typed = result.reply?.initialValue;
  if (!typed) return result;
  const initialValue = Object.fromEntries(Object.entries(typed).filter(([name]) => !/password/i.test(name)));
  return { ...result, reply: { ...result.reply, initialValue } };
}

async function answerAccountForm(args: ServerArgs): Promise<AccountsResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(await args.request.formData(), accountForms);
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : 'create';
  // Rows share their intents: the row's own fetcher tells its answer apart.
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const input = submission.value;
  switch (input.intent) {
    case 'create': {
      const { intent: _intent, ...body } = input;
      const answer = await api.call('owner/account', { body });
      const result = formAnswer(
        submission,
        answer,
        'create',
        answer.ok
          ? undefined
          : answer.code === 'email_taken'
            ? 'email'
            : answer.code === 'password_too_common' || answer.code === 'password_is_demo'
              ? 'password'
              : 'login',
        ['password'],
      );
      return answer.ok && answer.data.password
        ? {
            ...result,
            oneTime: { login: body.login, password: answer.data.password },
          }
        : result;
    }
    case 'role':
      return formAnswer(
        submission,
        await api.call('owner/account/role', {
          body: { id: input.id, role: input.role },
        }),
        'role',
      );
    case 'reset': {
      const answer = await api.call('owner/account/reset-password', {
        body: { id: input.id },
      });
      const result = formAnswer(submission, answer, 'reset');
      return answer.ok
        ? {
            ...result,
            oneTime: { login: input.login, password: answer.data.password },
          }
        : result;
    }
    case 'disable':
    case 'enable':
      return formAnswer(
        submission,
        await api.call('owner/account/disable', {
          body: { id: input.id, disabled: input.intent === 'disable' },
        }),
        input.intent,
      );
  }
}
