import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PrintButton } from '~/components/print-button';
import { actionResult } from '~/utils/action-result';
import { useErrorText } from '~/components/forms';
import { apiFor } from '~/utils/api.server';
import { isMaster } from '~/utils/areas';
import { loadPrintedOrder } from '~/utils/business-loader.server';
import { formatDateTime, formatPlate } from '~/utils/format';
import { idParam } from '~/utils/id-param.server';
import { qrSvg } from '~/utils/qr.server';
import { useTimeZone } from '~/utils/root-data';
import { redirectWithToast } from '~/utils/toast.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

/** The QR of the customer's link, drawn on the server (no network, no script): an SVG the page inlines. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const printed = await loadPrintedOrder({ request, context }, isMaster, params.orderId);
  const url = printed.order.customer.public_url;
  const qr = url ? await qrSvg(url) : null;
  return { ...printed, qr };
}

/** «Новая ссылка»: the old link stops opening (a ticket given to the wrong person, a photo of it). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const orderId = idParam(params.orderId);
  const api = await apiFor({ request, context }, isMaster);
  const result = actionResult(await api.call('order/public-link', { body: { order_id: orderId } }));
  if (!result.ok) return withRefusalStatus(result);
  return redirectWithToast(`/master/task/${orderId}/ticket`, { type: 'success', description: result.message ?? '' });
}

/**
 * The customer's ticket (docs/screens.md 'The customer's ticket'): an 80 mm strip the master
 * hands over at intake with the order's number, the plate, the QR of the customer's page and
 * its link written out, for a phone without a camera. No money, no name, no phone.
 */
export default function TicketPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { order, business, qr } = useLoaderData<typeof loader>();
  const url = order.customer.public_url;
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Link to={`/master/task/${order.id}`} className="btn btn-outline-secondary btn-lg">
          ← {t('print.backToOrder')}
        </Link>
        {url ? <PrintButton /> : null}
        {/* Keyed by the link: once a new one is issued the confirmation is gone with the old. */}
        <NewLink key={url ?? 'none'} hasLink={url !== null} />
      </div>
      <article className="wd-receipt wd-ticket card" aria-labelledby="wd-ticket-title">
        <div className="card-body text-center">
          {business.profile ? <p className="fw-semibold mb-1">{business.profile.name}</p> : null}
          <h1 id="wd-ticket-title" className="h5 mb-1">
            {t('ticket.title', { n: order.id })}
          </h1>
          <p className="small mb-2">{formatDateTime(order.datetime, timeZone)}</p>
          <p className="fs-4 fw-bold wd-plate mb-2">{formatPlate(order.car.plate_number)}</p>
          {url && qr ? (
            <>
              <p className="mb-1">{t('ticket.follow')}</p>
              <div className="wd-ticket-qr mx-auto mb-2" role="img" aria-label={t('ticket.qr')} dangerouslySetInnerHTML={{ __html: qr }} />
              {/* The address on one line and the token whole on the next: a break inside the token
                  (after one of its hyphens) would read as a word wrapped on paper. */}
              <p className="wd-ticket-link mb-0" data-testid="ticket-link">
                <span className="text-nowrap">{url.slice(0, url.lastIndexOf('/') + 1)}</span>
                <wbr />
                <span className="text-nowrap">{url.slice(url.lastIndexOf('/') + 1)}</span>
              </p>
            </>
          ) : (
            <p className="mb-0">{t('ticket.noLink')}</p>
          )}
        </div>
      </article>
    </div>
  );
}

/** A new link is asked for once more: the one on a ticket already handed over stops opening. */
function NewLink({ hasLink }: { hasLink: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const errorText = useErrorText();
  const busy = useNavigation().state !== 'idle';
  const [asking, setAsking] = useState(!hasLink);
  if (!asking)
    return (
      <button type="button" className="btn btn-outline-secondary btn-lg" onClick={() => setAsking(true)}>
        {t('ticket.newLink')}
      </button>
    );
  return (
    <Form method="post" className="d-flex flex-wrap align-items-center gap-2">
      {hasLink ? <span className="text-body-secondary">{t('ticket.newLinkWarning')}</span> : null}
      <button type="submit" className="btn btn-warning btn-lg" disabled={busy}>
        {hasLink ? t('ticket.newLinkConfirm') : t('ticket.makeLink')}
      </button>
      {hasLink ? (
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={() => setAsking(false)}>
          {t('ticket.keepLink')}
        </button>
      ) : null}
      {answer && !answer.ok ? (
        <span className="text-danger" role="alert">
          {errorText(answer.error)}
        </span>
      ) : null}
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
