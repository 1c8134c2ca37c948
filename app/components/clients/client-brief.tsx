import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ClientCard } from '#contract/clients';
import { formatDateTime, formatPhone } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { ClientNotes } from './client-notes';

export type ClientBriefData = Pick<ClientCard, 'id' | 'name' | 'phone' | 'notes'> & { visits: number; last_visit: string | null };

/** What the wizard and the desk need of a client card: who, how often, and the notes. */
export function clientBrief(card: ClientCard): ClientBriefData {
  return {
    id: card.id,
    name: card.name,
    phone: card.phone,
    notes: card.notes,
    visits: card.money.visits,
    last_visit: card.money.last_visit,
  };
}

/**
 * A known client at intake and at the desk (docs/screens.md 'Clients and cars'): the name,
 * visits and last visit, every note in full, and the way to the card.
 */
export function ClientBrief({ client, className = '' }: { client: ClientBriefData; className?: string }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const who = client.name ?? (client.phone ? formatPhone(client.phone) : t('clients.noName'));
  return (
    <section className={`card wd-block ${className}`} aria-labelledby={`wd-client-brief-${client.id}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h2 id={`wd-client-brief-${client.id}`} className="h5 mb-0">
            {t('clients.regular', { name: who })}
          </h2>
          <span className="text-body-secondary">
            {t('clients.visitsCount', { count: client.visits })}
            {client.last_visit ? ` · ${t('clients.lastVisit', { at: formatDateTime(client.last_visit, timeZone) })}` : ''}
          </span>
          <Link to={`/clients/${client.id}`} className="ms-auto btn btn-outline-primary wd-touch">
            {t('clients.openCard')}
          </Link>
        </div>
        <ClientNotes notes={client.notes} />
      </div>
    </section>
  );
}
