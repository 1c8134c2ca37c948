import { useBlocker } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '~/components/confirm-dialog';

/** A row with typed changes not saved yet: its name (for the question and the list), and how to send it. */
interface UnsavedRow {
  name: string;
  save: () => void;
}

interface UnsavedRows {
  rows: ReadonlyArray<UnsavedRow & { id: string }>;
  mark: (id: string, row: UnsavedRow | null) => void;
}

/** What a row tracks: its inputs and its text areas (a service's name). */
type Control = HTMLInputElement | HTMLTextAreaElement;

const Context = createContext<UnsavedRows>({ rows: [], mark: () => undefined });

/**
 * The rows of a back-office page edited but not saved, in the page's order: each row says
 * so itself (useUnsavedRow), the page offers to save them all at once (SaveAllBar) and asks
 * before the owner leaves (useLeaveGuard), so typing in two rows and saving one never loses
 * the other silently (docs/decisions/030-unsaved-rows-of-the-price-list.md).
 */
export function UnsavedRowsProvider({ children }: { children: ReactNode }) {
  const [marked, setMarked] = useState<ReadonlyMap<string, UnsavedRow>>(new Map());
  const mark = useCallback((id: string, row: UnsavedRow | null) => {
    setMarked((now) => {
      if (!row && !now.has(id)) return now;
      const next = new Map(now);
      if (row) next.set(id, row);
      else next.delete(id);
      return next;
    });
  }, []);
  // The page's order, not the order of typing: the rows stand in the document.
  const rows = useMemo(() => [...marked].map(([id, row]) => ({ id, ...row })).sort((a, b) => position(a.id) - position(b.id)), [marked]);
  const value = useMemo(() => ({ rows, mark }), [rows, mark]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Where a row's form stands among the page's forms (a row no longer on the page goes last). */
function position(formId: string): number {
  if (typeof document === 'undefined') return 0;
  const forms = [...document.querySelectorAll('form[id]')];
  // The attribute, not `f.id`: a form holding a field named "id" (a row's hidden id) answers
  // `f.id` with that field, and every such row then went last, in the order it was typed in.
  const at = forms.findIndex((f) => f.getAttribute('id') === formId);
  return at < 0 ? forms.length : at;
}

export const useUnsavedRows = () => useContext(Context).rows;

/**
 * One row's part: whether its controls (tied to form `formId`, inside `container`) differ from
 * what the page loaded, worked out again on every keystroke and whenever the loaded values
 * change (a save, a live reload). The controls are uncontrolled, and React updates only their
 * default values on a reload: a control the owner typed in keeps its text, and one left alone
 * is given the loaded value here, so that another owner's change shows and is not sent back
 * by «Сохранить». Controls marked `data-unsaved-ignore` (a one-time choice such as
 * «Пересчитать открытые») are no change of the row.
 */
export function useUnsavedRow(formId: string, name: string, loaded: unknown, save: () => void) {
  const { mark } = useContext(Context);
  const container = useRef<HTMLElement | null>(null);
  const [dirty, setDirty] = useState(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  const controls = useCallback(() => {
    const root = container.current;
    // The row's controls: those tied to its form and those inside it, but not hidden ones nor those marked to be ignored.
    const tied = `:is(input, textarea)[form="${formId}"]:not([data-unsaved-ignore])`;
    const inside = ':is(input, textarea):not([form]):not([type="hidden"]):not([data-unsaved-ignore])';
    const selector = `${tied}, ${inside}`;
    return root ? [...root.querySelectorAll<Control>(selector)] : [];
  }, [formId]);
  const check = useCallback(() => {
    let any = false;
    for (const control of controls()) {
      // A control typed back to its loaded value is left alone again: a later reload may move it.
      if (!changed(control)) delete control.dataset.touched;
      else if (control.dataset.touched) any = true;
    }
    setDirty(any);
  }, [controls]);
  const touched = useCallback(
    (event: { target: EventTarget }) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) event.target.dataset.touched = 'yes';
      check();
    },
    [check],
  );
  const firstPass = useRef(true);
  useEffect(() => {
    for (const control of controls()) {
      if (control.dataset.touched) continue;
      // Text typed before the page's scripts ran (a quick owner on a slow tablet) came with no
      // event: on the first pass a control that differs from the page is the owner's, kept and
      // marked. The row forms say autocomplete="off", so the browser refills none on a way back.
      if (firstPass.current && changed(control)) control.dataset.touched = 'yes';
      else if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = control.defaultChecked;
      else control.value = control.defaultValue;
    }
    firstPass.current = false;
    check();
  }, [controls, check, loaded]);
  useEffect(() => {
    mark(formId, dirty ? { name, save: () => saveRef.current() } : null);
  }, [mark, formId, name, dirty]);
  useEffect(() => () => mark(formId, null), [mark, formId]);
  return { dirty, container, touched };
}

/** Whether a control differs from its loaded value; money typed as «1 250,00» is the loaded 1250. */
function changed(input: Control): boolean {
  if (input instanceof HTMLInputElement && input.type === 'checkbox') return input.checked !== input.defaultChecked;
  if (input.value === input.defaultValue) return false;
  const figure = (v: string) =>
    /^\s*[\d\s\u00a0\u202f]+([.,]\d+)?\s*$/.test(v) ? Number(v.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')) : NaN;
  const [now, was] = [figure(input.value), figure(input.defaultValue)];
  return Number.isNaN(now) || now !== was;
}

/**
 * Asks before the owner leaves a page with unsaved rows: in the app (Remix's blocker, in the
 * app's own dialog) and when the tab closes or reloads (the browser's own question).
 */
export function useLeaveGuard() {
  const { t } = useTranslation();
  const rows = useUnsavedRows();
  const unsaved = rows.length > 0;
  const names = rows.map((r) => t('owner.unsaved.name', { name: r.name })).join(', ');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const { ask, dialog } = useConfirm();
  // One question per blocked leave: a live reload while it is open (or just answered, before
  // the router has unblocked) renders the blocker anew, and asking again left a second dialog
  // standing over the page after «Нет, вернуться».
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void ask({ text: t('owner.unsaved.leave', { names }), confirm: t('owner.unsaved.leaveAnyway') }).then((yes) =>
      yes ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, ask, t, names]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set; its text is their own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return dialog;
}

/**
 * The line that lists the unsaved rows and saves them all at once: each row is sent by its
 * own form (one call each, every figure parsed by the API), so each answers for itself with
 * its toast and, when refused, its errors under its fields; a refused row stays unsaved.
 */
export function SaveAllBar() {
  const { t } = useTranslation();
  const rows = useUnsavedRows();
  if (!rows.length) return null;
  return (
    <div className="wd-unsaved-bar card shadow d-print-none" role="region" aria-label={t('owner.unsaved.region')}>
      <div className="card-body d-flex flex-wrap align-items-center gap-2 py-2">
        <span className="me-auto">
          {t('owner.unsaved.list', { names: rows.map((r) => t('owner.unsaved.name', { name: r.name })).join(', ') })}
        </span>
        <button type="button" className="btn btn-primary btn-lg" onClick={() => rows.forEach((r) => r.save())}>
          {t('owner.unsaved.saveAll', { n: rows.length })}
        </button>
      </div>
    </div>
  );
}
