import { useTranslation } from 'react-i18next';
import type { OwnerBackups } from '#contract/owner-backups';
import { BlockCard } from '~/components/block-card';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { useResultFetcher } from '~/utils/use-result-fetcher';

/** The line that says whether the books are safe: made and verified, failed and why, missing, or under way. */
function StateLine({ backups }: { backups: OwnerBackups }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const attempt = backups.last_attempt;
  if (backups.running) {
    return (
      <p className="alert alert-info d-flex align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('owner.backups.running')}
      </p>
    );
  }
  if (backups.warning === 'backup_failed' && attempt && !attempt.ok) {
    return (
      <div className="alert alert-danger" role="alert">
        <p className="mb-1 fw-semibold">
          {t('owner.backups.failedAt', { at: formatDateTime(attempt.at, timeZone) })}{' '}
          {t(`owner.backups.failure.${attempt.failure ?? 'other'}`)}
        </p>
        {attempt.error ? (
          <p className="mb-0 small">
            {t('owner.backups.systemMessage')} <code className="text-break">{attempt.error}</code>
          </p>
        ) : null}
      </div>
    );
  }
  if (backups.warning === 'backup_missing') {
    return (
      <p className="alert alert-danger" role="alert">
        {backups.last_verified
          ? t('owner.backups.missingSince', { at: formatDateTime(backups.last_verified, timeZone) })
          : t('owner.backups.missingNone')}
      </p>
    );
  }
  if (backups.last_verified) {
    return (
      <p className="alert alert-success" role="status">
        {t('owner.backups.lastVerified', { at: formatDateTime(backups.last_verified, timeZone) })}
      </p>
    );
  }
  return <p className="alert alert-secondary">{t('owner.backups.noneYet', { at: backups.daily_at })}</p>;
}

/** What went wrong beside the last backup that was made: older ones not deleted, the second copy not made. */
function AttemptWarnings({ backups }: { backups: OwnerBackups }) {
  const { t } = useTranslation();
  const attempt = backups.last_attempt;
  if (!attempt?.ok || !attempt.warnings.length) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {attempt.warnings.map((w) => (
        <p key={w} className="mb-1">
          {t(`owner.backups.warning.${w}`)}
        </p>
      ))}
      {attempt.warning ? (
        <p className="mb-0 small">
          {t('owner.backups.systemMessage')} <code className="text-break">{attempt.warning}</code>
        </p>
      ) : null}
    </div>
  );
}

/** The state card: the line, where the copies go and when, and «Сделать копию сейчас». */
export function BackupState({ backups }: { backups: OwnerBackups }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const fetcher = useResultFetcher('backup-take');
  if (!backups.enabled) {
    return (
      <BlockCard titleId="wd-backups-state" title={t('owner.backups.state')} className="mb-3">
        <p className="alert alert-secondary mb-0">{t('owner.backups.off')}</p>
      </BlockCard>
    );
  }
  const busy = backups.running || fetcher.state !== 'idle';
  return (
    <BlockCard titleId="wd-backups-state" title={t('owner.backups.state')} className="mb-3">
      <StateLine backups={backups} />
      <AttemptWarnings backups={backups} />
      <dl className="row mb-3">
        <dt className="col-sm-4">{t('owner.backups.schedule')}</dt>
        <dd className="col-sm-8">{t('owner.backups.dailyAt', { at: backups.daily_at })}</dd>
        <dt className="col-sm-4">{t('owner.backups.folder')}</dt>
        <dd className="col-sm-8">
          <code className="text-break">{backups.dir}</code>
        </dd>
        <dt className="col-sm-4">{t('owner.backups.copyFolder')}</dt>
        <dd className="col-sm-8">
          {backups.copy_dir ? (
            <>
              <code className="text-break">{backups.copy_dir}</code>
              <br />
              {backups.last_copied_at
                ? t('owner.backups.lastCopied', { at: formatDateTime(backups.last_copied_at, timeZone) })
                : t('owner.backups.notCopiedYet')}
            </>
          ) : (
            <span className="text-body-secondary">{t('owner.backups.noCopyFolder')}</span>
          )}
        </dd>
      </dl>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="take" />
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {t('owner.backups.takeNow')}
        </button>
      </fetcher.Form>
    </BlockCard>
  );
}
