import { useTranslation } from 'react-i18next';
import type { BackupRow } from '#contract/owner-backups';
import { OwnerTable } from '~/components/owner/owner-table';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { useResultFetcher } from '~/utils/use-result-fetcher';

const megabytes = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «Скачать»: the API audits the download and answers a short-lived address, which the browser follows. */
function DownloadButton({ file, at }: { file: string; at: string }) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher(`backup-download-${file}`);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="download" />
      <input type="hidden" name="file" value={file} />
      <button
        type="submit"
        className="btn btn-outline-primary wd-touch"
        disabled={fetcher.state !== 'idle'}
        aria-label={t('owner.backups.downloadOf', { at })}
      >
        {t('owner.backups.download')}
      </button>
    </fetcher.Form>
  );
}

/** The complete, verified backups, newest first: when, why, how big, checked when and how long, copied off the box. */
export function BackupTable({ backups, copyDir }: { backups: BackupRow[]; copyDir: string | null }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <OwnerTable
      labelledBy="wd-backups-list"
      head={
        <>
          <th scope="col">{t('owner.backups.takenAt')}</th>
          <th scope="col">{t('owner.backups.reason')}</th>
          <th scope="col" className="text-end">
            {t('owner.backups.size')}
          </th>
          <th scope="col">{t('owner.backups.verified')}</th>
          {copyDir ? <th scope="col">{t('owner.backups.copied')}</th> : null}
        </>
      }
    >
      {backups.map((b) => {
        const at = formatDateTime(b.taken_at, timeZone);
        return (
          <tr key={b.file}>
            <td className="text-nowrap">{at}</td>
            <td>{t(`owner.backups.reasons.${b.reason}`)}</td>
            <td className="text-end text-nowrap">{t('owner.backups.megabytes', { n: megabytes.format(b.bytes / 1024 / 1024) })}</td>
            <td>
              <span className="badge text-bg-success">{t('owner.backups.verifiedYes')}</span>{' '}
              <span className="small text-body-secondary text-nowrap">
                {t('owner.backups.verifiedIn', { s: seconds.format(b.verified_ms / 1000) })}
              </span>
            </td>
            {copyDir ? (
              <td className="text-nowrap">{b.copied_at ? formatDateTime(b.copied_at, timeZone) : t('owner.backups.notCopied')}</td>
            ) : null}
            <td>
              <DownloadButton file={b.file} at={at} />
            </td>
          </tr>
        );
      })}
    </OwnerTable>
  );
}
