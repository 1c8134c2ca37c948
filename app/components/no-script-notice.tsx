import { useTranslation } from 'react-i18next';
import type { ActionResult } from '~/utils/action-result';
import type { Toast } from '~/utils/toast';
import { useErrorText } from './forms';

/**
 * A toast needs JavaScript. A form sent without it (an old browser, scripts blocked) reloads
 * the whole page with its answer: the same words then stand at the top of the page, in a
 * `noscript` that a browser running the app never shows (it has the toast).
 */
export function NoScriptNotice({ notice, className = 'mb-3' }: { notice: Toast | null | undefined; className?: string }) {
  const { t } = useTranslation();
  const said = useErrorText();
  if (!notice) return null;
  const text = notice.key ? t(notice.key) : said(notice.description);
  const title = notice.type === 'success' ? t('toast.success') : t('toast.error');
  return (
    <noscript>
      <div
        className={`alert ${notice.type === 'success' ? 'alert-success' : 'alert-danger'} ${className}`}
        role={notice.type === 'error' ? 'alert' : 'status'}
      >
        <strong>{title}</strong>
        {text ? ` ${text}` : null}
      </div>
    </noscript>
  );
}

/** A page action's answer as the notice above. */
export function NoScriptResult({ result }: { result: ActionResult | undefined }) {
  return <NoScriptNotice notice={result ? toastOf(result) : null} />;
}

function toastOf(result: ActionResult): Toast | null {
  if (!result.ok) return { type: 'error', description: result.error };
  if (result.message) return { type: 'success', description: result.message };
  if (result.messageKey) return { type: 'success', description: '', key: result.messageKey };
  return null;
}
