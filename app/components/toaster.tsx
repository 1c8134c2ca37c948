import { useCallback, useEffect, useRef } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Toast } from '~/utils/toast';
import { useErrorText } from './forms';

/**
 * The one place that knows the toast library. docs/screens.md sections 7 and 9: green 'Success'
 * or red 'Error' with the details, 5 s, closable, 65 px from the top (over the top bar on a
 * phone: controls.css '.wd-toasts'), at most 400 px wide.
 */
export function AppToaster({ toast: flashed }: { toast: Toast | null }) {
  const showToast = useShowToast();
  useEffect(() => {
    if (flashed) showToast(flashed);
  }, [flashed, showToast]);

  return (
    <Toaster
      position="top-center"
      containerClassName="wd-toasts"
      toastOptions={{ duration: 5000, style: { maxWidth: 400 }, className: 'wd-toast' }}
    />
  );
}

/** The ids of the red toasts shown since the last success (one tab has one toaster). */
const refusalsShown = new Set<string>();
/** The id of the toast now showing each type and text: the same words again replace it. */
const shownByWords = new Map<string, string>();

/**
 * A toast's title («Успешно», «Ошибка») and text, for the toast and for the page's notice
 * without JavaScript (no-script-notice.tsx). A description may be the encoded code of what the
 * API said (app/utils/api-text.ts).
 */
export function useToastWords(): (message: Toast) => { title: string; text: string } {
  const { t } = useTranslation();
  const said = useErrorText();
  return (message) => ({
    title: message.type === 'success' ? t('toast.success') : t('toast.error'),
    text: message.key ? t(message.key) : said(message.description),
  });
}

/** Shows a toast; the returned function is stable, so effects may depend on it. */
export function useShowToast(): (message: Toast) => void {
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;
  const words = useToastWords();
  const wordsRef = useRef(words);
  wordsRef.current = words;

  return useCallback((message: Toast) => {
    const tr = tRef.current;
    const { title, text } = wordsRef.current(message);
    const show = message.type === 'success' ? toast.success : toast.error;
    // The same words again are a new toast on top, the old one taken away at once: updated where
    // it stood, a switch turned off and on again within the 5 s left «…не присылаются» above the
    // newer «…присылаются». A new toast with the library's own new id, since it keeps a toast's
    // measured height by its id and would stack one re-shown under its old id at the top, under
    // the one it should push down.
    const words = `${message.type}:${text}`;
    const before = shownByWords.get(words);
    if (before) toast.remove(before);
    // A success means what was refused before has been done otherwise (the count said back,
    // then closed with its gap): the red toasts still shown would tell of a problem gone.
    if (message.type === 'success') {
      for (const refused of refusalsShown) toast.dismiss(refused);
      refusalsShown.clear();
    }
    const id = show(
      (current) => (
        <div className="d-flex align-items-start gap-2">
          <div className="flex-grow-1">
            <div className={`fw-semibold ${text ? 'wd-toast-title' : ''}`}>{title}</div>
            {text ? <div className="small">{text}</div> : null}
          </div>
          <button
            type="button"
            className="btn-close wd-toast-close"
            aria-label={tr('toast.close')}
            onClick={() => toast.dismiss(current.id)}
          />
        </div>
      ),
      {
        // A refusal interrupts the screen reader; a success waits its turn.
        ariaProps: message.type === 'error' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
      },
    );
    shownByWords.set(words, id);
    if (message.type === 'error') refusalsShown.add(id);
  }, []);
}
