import { useActionData } from '@remix-run/react';
import { isActionResult, toastOfResult, type ActionResult } from '~/utils/action-result';
import type { Toast } from '~/utils/toast';
import { useToastWords } from './toaster';

/**
 * A toast needs JavaScript. A form sent without it (an old browser, scripts blocked) reloads
 * the whole page with its answer: the same words then stand at the top of the page, in a
 * `noscript` that a browser running the app never shows (it has the toast).
 */
export function NoScriptNotice({ notice, className = 'mb-3' }: { notice: Toast | null | undefined; className?: string }) {
  const words = useToastWords();
  if (!notice) return null;
  const { title, text } = words(notice);
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
  return <NoScriptNotice notice={result ? toastOfResult(result) : null} />;
}

/**
 * The answer of the page's own action, as the notice above: for the pages whose forms are
 * fetchers (the owner's tables, the client's card), which read no action data of their own.
 */
export function NoScriptActionNotice() {
  const data = useActionData();
  return <NoScriptResult result={isActionResult(data) ? data : undefined} />;
}
