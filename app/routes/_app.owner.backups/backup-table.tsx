import { useTranslation } from 'react-i18next';
import type { BackupRow } from '#contract/owner-backups';
import { OwnerTable } from '~/components/owner/owner-table';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { useResultFetcher } from '~/utils/use-result-fetcher';

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

/**
 * The complete, verified backups, newest first: when and why, how big, checked how long,
 * copied off the box, and «Скачать». On a phone the time, the reason, the check and the size
 * stand in one cell, and the second folder (said on the state card) is left out, so «Скачать» is in view; on
 * a tablet the second folder is left out too. Sizes and seconds are written the reader's way.
 */
export function BackupTable({ backups, copyDir }: { backups: BackupRow[]; copyDir: string | null }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const megabytes = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const wide = 'd-none d-md-table-cell';
  return (
    <OwnerTable
      fits
      labelledBy="wd-backups-list"
      head={
        <>
          <th scope="col">{t('owner.backups.takenAt')}</th>
          <th scope="col" className={wide}>
            {t('owner.backups.reason')}
          </th>
          <th scope="col" className="text-end d-none d-sm-table-cell">
            {t('owner.backups.size')}
          </th>
          <th scope="col" className={wide}>
            {t('owner.backups.verified')}
          </th>
          {copyDir ? (
            <th scope="col" className="d-none d-xl-table-cell">
              {t('owner.backups.copied')}
            </th>
          ) : null}
        </>
      }
    >
      {backups.map((b) => {
        const at = formatDateTime(b.taken_at, timeZone);
        const verified = t('owner.backups.verifiedIn', { s: seconds.format(b.verified_ms / 1000) });
        const size = t('owner.backups.megabytes', { n: megabytes.format(b.bytes / 1024 / 1024) });
        return (
          <tr key={b.file}>
            <td>
              <span className="text-nowrap">{at}</span>
              <span className="d-md-none d-block small text-body-secondary">
                {t(`owner.backups.reasons.${b.reason}`)} · {t('owner.backups.verifiedYes')} {verified}
                <span className="d-sm-none"> · {size}</span>
              </span>
            </td>
            <td className={wide}>{t(`owner.backups.reasons.${b.reason}`)}</td>
            <td className="text-end text-nowrap d-none d-sm-table-cell">{size}</td>
            <td className={wide}>
              <span className="badge text-bg-success">{t('owner.backups.verifiedYes')}</span>{' '}
              <span className="small text-body-secondary text-nowrap">{verified}</span>
            </td>
            {copyDir ? (
              <td className="d-none d-xl-table-cell text-nowrap">
                {b.copied_at ? formatDateTime(b.copied_at, timeZone) : t('owner.backups.notCopied')}
              </td>
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
