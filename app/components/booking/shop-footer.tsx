import { useTranslation } from 'react-i18next';
import type { BookingShop } from './booking-types';

/** The shop at the foot of the booking pages: name, address and hours, as on an order's page; nothing until the owner fills them in. */
export function ShopFooter({ shop }: { shop: BookingShop | null }) {
  const { t } = useTranslation();
  if (!shop) return null;
  return (
    <footer className="wd-customer-card wd-customer-shop-card">
      <p className="fw-semibold mb-1">{shop.name}</p>
      {shop.address ? <p className="mb-1">{shop.address}</p> : null}
      {shop.hours ? <p className="mb-1">{t('customer.hours', { hours: shop.hours })}</p> : null}
    </footer>
  );
}
