import { Link, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#contract/auth';

/** On an order's page, for the owner only: the order's history in the audit log. */
export function OrderHistoryLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  // The signed-in area's loader (app/routes/_app.tsx) reads the profile on every page.
  const profile = (useRouteLoaderData('routes/_app') as { profile?: Profile } | undefined)?.profile;
  if (profile?.role !== 'owner') return null;
  return (
    <Link to={`/owner/audit?order_id=${orderId}`} className="btn btn-outline-secondary ms-auto">
      {t('owner.audit.orderHistory')}
    </Link>
  );
}
