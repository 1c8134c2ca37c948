import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireRole } from '~/utils/role-guard.server';

/**
 * The wall-mounted queue (DOMAIN.md 'Live updates'). Its three columns fill with orders
 * when the live layer lands (issue 7); for now it shows them empty.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, () => true);
  return null;
}

const columns = ['waiting', 'in_progress', 'done'] as const;

export default function Display() {
  const { t } = useTranslation();
  return (
    <main className="wd-display" data-bs-theme="dark">
      <h1 className="visually-hidden">{t('display.title')}</h1>
      <div className="wd-display-columns">
        {columns.map((column) => (
          <section key={column} className="wd-display-column" aria-labelledby={`wd-display-${column}`}>
            <h2 id={`wd-display-${column}`} className="wd-display-heading">
              {t(`display.${column}`)}
            </h2>
            <p className="wd-display-empty">{t('display.empty')}</p>
          </section>
        ))}
      </div>
      <Form method="post" action="/logout" className="wd-display-exit">
        <button type="submit" className="btn btn-link text-secondary">
          {t('topbar.logout')}
        </button>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
