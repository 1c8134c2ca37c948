import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useHome } from '~/utils/root-data';

/**
 * The 404 page of the seed: its message (or `text`, what exactly is missing) and a 'Back Home'
 * button to the role's home.
 */
export function NotFound({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <main className="wd-center-page">
      <div className="text-center px-3">
        <div className="display-1 fw-bold text-primary">404</div>
        <h1 className="h4 mb-4">{text ?? t('notFound.text')}</h1>
        <Link to={useHome()} className="btn btn-primary btn-lg">
          {t('notFound.back')}
        </Link>
      </div>
    </main>
  );
}
