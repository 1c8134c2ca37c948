import { Link, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/**
 * The master's filters, as links that keep the search: the kind of work (all, wash, tyres)
 * and, on the done list, today or every done order.
 */
export function ListFilters({ kind, period }: { kind: 'wash' | 'tire' | null; period: 'today' | 'all' | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value) next.set(name, value);
    else next.delete(name);
    return `?${next.toString()}`;
  };
  const pill = (active: boolean, href: string, label: string) => (
    <Link
      key={href}
      to={href}
      className={`btn btn-lg ${active ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <nav className="d-flex flex-wrap gap-2" aria-label={t('orders.kind')}>
        {pill(kind === null, to('type', null), t('orders.kindAll'))}
        {pill(kind === 'wash', to('type', 'wash'), t('orders.kindWash'))}
        {pill(kind === 'tire', to('type', 'tire'), t('orders.kindTire'))}
      </nav>
      {period ? (
        <nav className="d-flex flex-wrap gap-2 ms-md-auto" aria-label={t('orders.period')}>
          {pill(period === 'today', to('period', null), t('orders.today'))}
          {pill(period === 'all', to('period', 'all'), t('orders.allDone'))}
        </nav>
      ) : null}
    </div>
  );
}
