import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useIntentResult } from '~/utils/use-intent-result';
import { typedValues } from '~/utils/typed-values';
import { useTranslation } from 'react-i18next';
import { roles } from '#contract/roles';
import { LabelledControl } from '~/components/forms';
import { ReplyInput } from '~/components/reply-input';
import { replyFields, textLimits, type FormLimits } from '~/utils/reply-fields';
import type { AccountsResult } from './accounts.server';
import { OneTimePassword } from './one-time-password';

/**
 * «Новая учётная запись»: login, name, role, e-mail and, if the owner wants one, a password;
 * each field's `limits` as the contract has them (accounts.server.ts).
 */
export function NewAccountForm({ limits }: { limits: FormLimits }) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher<AccountsResult>();
  const idle = fetcher.state === 'idle';
  // The fetcher's answer, or the page's own when the form was sent without JavaScript: the
  // one-time password and the field errors show either way.
  const result: AccountsResult | undefined = useIntentResult(fetcher.data, 'create');
  const answer = idle ? result : undefined;
  const field = replyFields('account-new', answer?.reply);
  // Refused without JavaScript, the page comes back new with what was typed (never the password: the action leaves it out).
  const { shown } = typedValues(answer === fetcher.data ? undefined : answer);
  const text = (name: string, label: string, props: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <div className="col-12 col-md-6">
      <ReplyInput field={field(name)} label={label} defaultValue={shown(name, undefined)} {...textLimits(limits[name])} {...props} />
    </div>
  );
  return (
    <>
      {answer?.oneTime ? <OneTimePassword login={answer.oneTime.login} password={answer.oneTime.password} /> : null}
      <fetcher.Form method="post" key={answer?.ok ? JSON.stringify(answer) : 'form'}>
        <input type="hidden" name="intent" value="create" />
        <div className="row g-3">
          {text('login', t('owner.accounts.login'))}
          {text('name', t('owner.accounts.name'))}
          <div className="col-12 col-md-6">
            <LabelledControl id="account-new-role" label={t('owner.accounts.role')}>
              <select
                id="account-new-role"
                name="role"
                defaultValue={shown('role', undefined) || 'cashier'}
                className="form-select form-select-lg"
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            </LabelledControl>
          </div>
          {text('email', t('owner.accounts.email'), { type: 'email' })}
          {text('password', t('owner.accounts.password'), {
            type: 'password',
            autoComplete: 'new-password',
            hint: t('owner.accounts.passwordHint'),
          })}
        </div>
        <button type="submit" className="btn btn-success btn-lg" disabled={!idle}>
          {t('owner.accounts.create')}
        </button>
      </fetcher.Form>
    </>
  );
}
