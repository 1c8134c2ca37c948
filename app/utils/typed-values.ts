import type { ActionResult } from './action-result';

/**
 * What a refused form carried, for its fields to show again. A form posted without the page's
 * script comes back as a new page: its fields would show what is saved (or an empty row) and
 * the owner would type it all again. Given only the page's own answer: with the script the
 * fields keep what was typed by themselves. Conform leaves a cleared field out of its reply's
 * `initialValue`, so a field it does not name shows empty.
 */
export function typedValues(result: ActionResult | undefined) {
  const typed = result && !result.ok ? (result.reply?.initialValue ?? undefined) : undefined;
  return {
    /** What the refused form carried, by field name (undefined: nothing refused, show what is saved). */
    typed,
    /** A field's value to show: what the refused form carried, else `saved`. */
    shown: <T>(name: string, saved: T): string | T => (typed ? String(typed[name] ?? '') : saved),
    /** A checkbox's state to show: ticked if the refused form carried it, else `saved`. */
    checked: (name: string, saved: boolean): boolean => (typed ? typed[name] !== undefined : saved),
  };
}
