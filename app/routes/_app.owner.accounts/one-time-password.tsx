import { useTranslation } from 'react-i18next';

/** A password the API made up, shown once: the owner hands it over, the person changes it in «Настройки». */
export function OneTimePassword({ login, password }: { login: string; password: string }) {
  const { t } = useTranslation();
  return (
    // No live region: a screen reader would read the password aloud in the room.
    <div className="alert alert-warning">
      <div className="fw-semibold">{t('owner.accounts.oneTimeTitle', { login })}</div>
      <div className="wd-one-time-password my-2" data-testid="one-time-password">
        {password}
      </div>
      <div className="small">{t('owner.accounts.oneTimeHint')}</div>
    </div>
  );
}
