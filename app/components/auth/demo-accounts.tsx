import { useTranslation } from 'react-i18next';
import type { Role } from '#contract/roles';

export interface DemoAccount {
  login: string;
  password: string;
  role: Role;
}

/**
 * The sign-in page of a server that listens on this machine only names the demo accounts
 * that still have their published passwords (docs/decisions/028): the person who just typed
 * `npm start` signs in without the README, and reads why the tablets cannot connect yet.
 * Open to the network, the page names nobody (the API answers an empty list).
 */
export function DemoAccounts({ accounts }: { accounts: readonly DemoAccount[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return null;
  return (
    <section className="wd-demo-accounts mt-4 pt-3 border-top" aria-labelledby="wd-demo-accounts-title">
      <h2 id="wd-demo-accounts-title" className="h6 mb-1">
        {t('login.demoTitle')}
      </h2>
      <p className="small text-body-secondary mb-2">{t('login.demoWhy')}</p>
      <table className="table table-sm small mb-0" aria-labelledby="wd-demo-accounts-title">
        <thead>
          <tr>
            <th scope="col">{t('login.demoRole')}</th>
            <th scope="col">{t('login.demoLogin')}</th>
            <th scope="col">{t('login.demoPassword')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.login}>
              <td>{t(`roles.${a.role}`)}</td>
              <td>
                <code>{a.login}</code>
              </td>
              <td>
                <code>{a.password}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
