import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { useResultFetcher } from '~/utils/use-result-fetcher';

/**
 * «Выгрузка данных»: every table of the business as CSV in one zip, for an accountant or a move
 * to another system. The API audits it and answers a short-lived address the browser follows.
 */
export function ExportCard() {
  const { t } = useTranslation();
  const fetcher = useResultFetcher('export');
  return (
    <BlockCard titleId="wd-export" title={t('owner.backups.export.title')} className="mt-3">
      <p className="text-body-secondary">{t('owner.backups.export.intro')}</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="export" />
        <button type="submit" className="btn btn-outline-primary btn-lg" disabled={fetcher.state !== 'idle'}>
          {t('owner.backups.export.button')}
        </button>
      </fetcher.Form>
    </BlockCard>
  );
}
