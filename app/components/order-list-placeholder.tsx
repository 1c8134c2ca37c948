import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/**
 * A list screen before its table exists (the order screens are issues 5 and 6): its title
 * and the empty-list sentence of UI.md. There are no orders until the order API lands.
 */
export function OrderListPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <div className="card wd-block">
        <div className="card-body text-center text-body-secondary py-5">{t('orders.empty')}</div>
      </div>
    </>
  );
}
