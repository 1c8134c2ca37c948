import { Link, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { loader } from '~/routes/_app.owner';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';

/**
 * The red line at the head of every owner screen while the last backup failed or none is
 * verified in 26 hours (docs/reliability.md 'The owner's screen'): a dead disk tonight would
 * lose the books, and the owner is the one who can act.
 */
export function BackupWarningLine() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const data = useRouteLoaderData<typeof loader>('routes/_app.owner');
  const backup = data?.backup;
  if (!backup?.warning) return null;
  const since = backup.last_verified
    ? t('owner.backups.line.since', { at: formatDateTime(backup.last_verified, timeZone) })
    : t('owner.backups.line.never');
  return (
    <p className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <strong>{t(`owner.backups.line.${backup.warning}`)}</strong>
      <span>{since}</span>
      <Link to="/owner/backups" className="alert-link">
        {t('owner.backups.line.open')}
      </Link>
    </p>
  );
}
