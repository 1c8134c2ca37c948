import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/**
 * While any account still has the demo password printed in the README, anyone who reaches
 * the server can sign in as it. Every signed-in screen says so in one line (people work on
 * these screens all day); the line opens to what to do: the user changes their own
 * password in the settings, the administrator the others with a command on the server.
 */
export function DemoPasswordBanner({ logins, own }: { logins: readonly string[]; own?: string }) {
  const { t } = useTranslation();
  if (logins.length === 0) return null;
  const mine = own !== undefined && logins.includes(own);
  return (
    <div className="alert alert-danger wd-demo-banner py-2 px-3 mb-3" role="alert">
      <details>
        <summary>
          <strong>{t('demoPasswords.title', { logins: logins.join(', ') })}</strong>{' '}
          <span className="text-decoration-underline">{t('demoPasswords.more')}</span>
        </summary>
        <p className="mt-2 mb-1">{t('demoPasswords.why')}</p>
        {mine ? (
          <p className="mb-1">
            <Link to="/account/profile#wd-profile-password" className="alert-link">
              {t('demoPasswords.changeOwn')}
            </Link>
          </p>
        ) : null}
        <p className="mb-1">{t('demoPasswords.admin')}</p>
        {logins.map((login) => (
          <code key={login} className="d-block wd-demo-command">
            {/* Wraps between words only, never inside '--login', so it can be typed as read. */}
            {['npm', 'run', 'users', '--', 'set-password', '--login', login, '--password', t('demoPasswords.newPassword')].map(
              (word, i) => (
                <span key={i} className="text-nowrap">
                  {i > 0 ? ' ' : ''}
                  {word}
                </span>
              ),
            )}
          </code>
        ))}
      </details>
    </div>
  );
}
