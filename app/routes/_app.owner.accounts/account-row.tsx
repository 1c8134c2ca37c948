import type { FetcherWithComponents } from '@remix-run/react';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useIntentResult } from '~/utils/use-intent-result';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '~/components/confirm-dialog';
import { useApiTexts } from '~/components/orders/api-texts';
import type { OwnerAccount } from '#contract/owner-accounts';
import { roles } from '#contract/roles';
import type { AccountsResult } from './accounts.server';
import { OneTimePassword } from './one-time-password';

/** One account: its role (changed with «Сменить роль»), a password reset, disable or enable. */
export function AccountRow({ account }: { account: OwnerAccount }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const fetcher = useResultFetcher<AccountsResult>();
  const busy = fetcher.state !== 'idle';
  // The fetcher's answer, or the page's own after a reset sent without JavaScript (this row's only).
  const reset: AccountsResult | undefined = useIntentResult(fetcher.data, 'reset');
  const mine = reset?.oneTime?.login === account.login ? reset.oneTime : undefined;
  const oneTime = fetcher.state === 'idle' ? mine : undefined;
  const formId = `account-${account.id}-role`;
  return (
    <>
      <tr className={account.disabled ? 'wd-row-off' : undefined}>
        <th scope="row" className="fw-semibold">
          {account.login}
        </th>
        <td>{account.name}</td>
        <td>
          {account.can_change_role ? (
            // Wraps below a desktop: on a tablet in a longer language the button goes under the role, not under the sticky buttons' column.
            <div className="d-flex flex-wrap flex-xl-nowrap gap-2">
              <fetcher.Form method="post" id={formId} className="d-none">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={account.id} />
              </fetcher.Form>
              <select
                name="role"
                form={formId}
                defaultValue={account.role}
                aria-label={t('owner.accounts.roleOf', { login: account.login })}
                className="form-select"
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
              <button type="submit" form={formId} className="btn btn-outline-primary text-nowrap" disabled={busy}>
                {t('owner.accounts.changeRole')}
              </button>
            </div>
          ) : (
            t(`roles.${account.role}`)
          )}
        </td>
        <td>{account.disabled ? t('owner.accounts.disabled') : t('owner.accounts.active')}</td>
        <td>
          <div className="d-flex flex-wrap align-items-center gap-2">
            {account.can_reset_password ? (
              <ActionButton
                fetcher={fetcher}
                account={account}
                intent="reset"
                label={t('owner.accounts.resetPassword')}
                confirm={t('owner.accounts.resetConfirm', { login: account.login })}
                busy={busy}
                className="btn-outline-secondary"
              />
            ) : null}
            {!account.can_disable ? null : account.disabled ? (
              <ActionButton
                fetcher={fetcher}
                account={account}
                intent="enable"
                label={t('owner.accounts.enable')}
                busy={busy}
                className="btn-outline-success"
              />
            ) : (
              <ActionButton
                fetcher={fetcher}
                account={account}
                intent="disable"
                label={t('owner.accounts.disable')}
                confirm={t('owner.accounts.disableConfirm', { login: account.login })}
                busy={busy}
                className="btn-outline-danger"
              />
            )}
            {/* What is not offered, and why: the API's own refusal (one's own account, the last active owner). */}
            {account.refusal ? <span className="small text-body-secondary wd-why-not">{say.refusal(account.refusal)}</span> : null}
          </div>
        </td>
      </tr>
      {oneTime ? (
        <tr>
          <td colSpan={5}>
            <OneTimePassword login={oneTime.login} password={oneTime.password} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function ActionButton({
  fetcher,
  account,
  intent,
  label,
  confirm,
  busy,
  className,
}: {
  fetcher: FetcherWithComponents<AccountsResult>;
  account: OwnerAccount;
  intent: string;
  label: string;
  /** The question asked first: the action signs the person out everywhere. */
  confirm?: string;
  busy: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        // Without the page's scripts the form posts at once; with them, the owner says yes first.
        if (!confirm) return;
        event.preventDefault();
        const form = event.currentTarget;
        void ask({ text: confirm, confirm: label }).then((yes) => {
          if (yes) fetcher.submit(form);
        });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="login" value={account.login} />
      <button
        type="submit"
        className={`btn ${className} wd-account-action`}
        disabled={busy}
        aria-label={t('owner.accounts.actionOf', {
          action: label,
          login: account.login,
        })}
      >
        {label}
      </button>
      {dialog}
    </fetcher.Form>
  );
}
