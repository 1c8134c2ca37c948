import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import type { OrderMessage } from '#contract/messages';
import { formatTime } from '~/utils/format';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useTimeZone } from '~/utils/root-data';

/**
 * The customer's side of an order at the desk (docs/screens.md 'The customer's page'): the
 * link to their page, and each SMS sent about the order with its fate. One that the gateway
 * refused says so and when it is tried again; one that gave up offers «Отправить ещё раз»
 * (the form's intent `message-retry` of the page's action).
 */
export function OrderMessages({ customer }: { customer: Order['customer'] }) {
  const { t } = useTranslation();
  if (!customer.public_url && customer.messages.length === 0) return null;
  return (
    <section className="card wd-block" aria-labelledby="wd-order-messages">
      <div className="card-body">
        <h2 id="wd-order-messages" className="h6">
          {t('messages.title')}
        </h2>
        {customer.public_url ? (
          <p className="mb-2">
            <a href={customer.public_url} target="_blank" rel="noreferrer" className="wd-touch-link">
              {t('messages.page')}
            </a>
          </p>
        ) : null}
        {customer.messages.length ? (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {customer.messages.map((m) => (
              <MessageRow key={m.id} message={m} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function MessageRow({ message }: { message: OrderMessage }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const fetcher = useResultFetcher(`message-${message.id}`);
  const name = t(`messages.kind.${message.kind}`);
  const state =
    message.status === 'sent'
      ? t('messages.sent', { time: formatTime(message.sent_at!, timeZone) })
      : message.status === 'failed'
        ? t('messages.failed', { count: message.attempts })
        : message.status === 'skipped'
          ? t('messages.skipped')
          : message.attempts > 0
            ? t('messages.retrying', { time: formatTime(message.next_at!, timeZone), count: message.attempts })
            : t('messages.sending');
  const trouble = message.status === 'failed' || (message.status === 'pending' && message.attempts > 0);
  // Only a message the queue gave up on is sent again by hand: a pending one is the queue's.
  const retry = message.status === 'failed';
  return (
    <li className="d-flex flex-wrap align-items-center gap-2">
      <span className="fw-semibold">{name}</span>
      <span className={trouble ? 'text-danger' : 'text-body-secondary'}>{state}</span>
      {retry ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="message-retry" />
          <input type="hidden" name="message" value={message.id} />
          <button type="submit" className="btn btn-outline-danger wd-touch" disabled={fetcher.state !== 'idle'}>
            {t('messages.retry')}
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
