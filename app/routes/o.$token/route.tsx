import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { callApi } from '#contract/client';
import { CustomerOrder } from '~/components/customer/customer-order';
import { noticeMarkup } from '~/components/customer/order-markup';
import { publicPageHeaders, publicRefusal } from '~/utils/public-refusal.server';

/**
 * The customer's own page of an order (docs/screens.md 'The customer's page'): no sign-in, the
 * link's token is the key. It shows only the order's public view and follows it live. A link
 * that opens nothing (unknown, replaced, expired) answers 410 with one plain sentence for all.
 * Never indexed, never cached.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const answer = await callApi(context.api, 'public/order/:token', { params: { token } }, { clientAddress: context.clientAddress });
  if (!answer.ok) {
    // A link the API cannot even read (too long, say) opens nothing, as an unknown one.
    throw publicRefusal(answer, true);
  }
  return { token, view: answer.data };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { name: 'robots', content: 'noindex, nofollow' },
  { title: data?.view.shop?.name ?? 'Washdesk' },
];
export const headers = publicPageHeaders({ 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
export const handle = { i18n: ['common', 'errors'] };

export default function CustomerOrderRoute() {
  const { token, view } = useLoaderData<typeof loader>();
  return (
    <>
      <CustomerOrder token={token} view={view} />
      {/* Outside the part the script redraws, so that a screen reader hears the new state. */}
      <p className="visually-hidden" aria-live="polite" data-wd-announce="" />
    </>
  );
}

/**
 * 410 (and any other refusal) and 429 in plain words, on the customer's own narrow page (no
 * staff links), as the page's script says a link gone.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Any other refusal (a form sent to the page, a malformed address) opens nothing, as a link gone.
  const gone = status < 500 && status !== 429;
  const text = gone ? t('customer.gone') : status === 429 ? t('customer.throttled') : t('customer.unavailable');
  const title = gone ? t('customer.goneTitle') : t('customer.title');
  return <main className="wd-customer" dangerouslySetInnerHTML={{ __html: noticeMarkup(title, text) }} />;
}
