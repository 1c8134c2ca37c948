import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useHome } from '~/utils/root-data';
import { decodeError } from '~/utils/form-errors';
import { useErrorText } from './forms';
import { NotFound } from './not-found';
import { unreachable, useRetryAfterFailure } from './use-retry-after-failure';

/**
 * The error boundary every route exports. A 404 shows the 404 page, with the API's own words
 * when a record is missing («Клиент №7 не найден»); a refusal shows its
 * reason; anything else a plain sentence, never a stack trace, and a failure that may pass
 * (no answer, a 5xx) is retried by itself (useRetryAfterFailure).
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const said = useErrorText();
  const home = useHome();
  const retrying = useRetryAfterFailure(error);

  // A record that is not there (a client, a car, an order by its number) says which; an unknown
  // address keeps the 404 page's own words.
  if (isRouteErrorResponse(error) && error.status === 404) {
    const missing = typeof error.data === 'string' && decodeError(error.data) ? said(error.data) : undefined;
    return <NotFound text={missing} />;
  }

  let message = t('generic');
  let title = t('title');
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) {
      title = t('forbiddenTitle');
      message = t('forbidden');
    } else if (error.status === 502 || error.status === 503) message = t('unavailable');
    else if (typeof error.data === 'string' && error.data && error.status < 500) message = said(error.data);
  }
  if (typeof console !== 'undefined' && !isRouteErrorResponse(error)) console.error(error);

  return (
    <main className="wd-center-page">
      <div className="text-center px-3" role="alert">
        <h1 className="h4 mb-3">{title}</h1>
        {/* While it retries, it does not also ask the person to try again. */}
        <p className="mb-4">{retrying ? t(unreachable(error) ? 'retryingOffline' : 'retrying') : message}</p>
        <Link to={home} className="btn btn-primary btn-lg">
          {t('common:notFound.back')}
        </Link>
      </div>
    </main>
  );
}
