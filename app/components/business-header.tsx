import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { BusinessProfile } from '#contract/business';
import { formatPhone } from '~/utils/format';

/**
 * The head of a printed page (the customer's receipt, the work order): the business's name,
 * address, phone and INN as the owner set them. Until they are set the page says so on the
 * screen (not on paper), and the owner, who sets them, gets the way there.
 */
export function BusinessHeader({
  business,
  className = '',
}: {
  business: { profile: BusinessProfile | null; can_edit: boolean };
  className?: string;
}) {
  const { t } = useTranslation();
  const { profile } = business;
  if (!profile) {
    return (
      <div className={`alert alert-warning small d-print-none ${className}`} role="note" data-testid="business-missing">
        {t('print.businessMissing')}{' '}
        {business.can_edit ? (
          <Link to="/owner/business" className="alert-link">
            {t('print.businessSet')}
          </Link>
        ) : (
          t('print.businessAskOwner')
        )}
      </div>
    );
  }
  return (
    <header className={`wd-business small ${className}`} data-testid="business">
      <div className="fw-bold">{profile.name}</div>
      <div>{profile.address}</div>
      <div>{t('print.businessPhone', { phone: formatPhone(profile.phone) })}</div>
      <div>{t('print.businessInn', { inn: profile.inn })}</div>
    </header>
  );
}
