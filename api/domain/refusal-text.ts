import { FISCAL_PROBLEMS, type FiscalProblem } from '../contract/fiscal';
import type { Notice } from '../contract/notices';
import { NOTICES } from '../contract/notices';
import { nestQuotes } from '../contract/nested-quotes';
import { REFUSALS, type Refusal } from '../contract/refusals';
import { DISCOUNT_REASON_TEXT } from './discounts';
import { JOB_STATUS_TEXT } from './order-rules';

/**
 * Code parameters of a refusal or a notice, said in Russian for `details`; the screens say
 * them in the reader's language from the same code (docs/decisions/014-codes-beside-texts.md).
 */
const PARAM_TEXT: Record<string, Record<string, string>> = {
  status: JOB_STATUS_TEXT,
  unit: { seconds: 'с', minutes: 'мин' },
  source: DISCOUNT_REASON_TEXT,
};

/** A template with its `{{name}}`s put in; `said` turns a value into words. */
export function fill(
  template: string,
  params: Record<string, string | number> = {},
  said = (_name: string, value: string) => value,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => said(name, String(params[name] ?? '')));
}

// A name with its own «» inside the template's: «ЖК „Событие“», as the screens print it.
const say = (template: string, params?: Record<string, string | number>) =>
  nestQuotes(fill(template, params, (name, value) => PARAM_TEXT[name]?.[value] ?? value));

/** The Russian sentence of a refusal: its template with the parameters put in. */
export const refusalText = ({ code, params }: Refusal): string => say(REFUSALS[code], params);

/** The Russian sentence of a notice (the `details` of a successful call). */
export const noticeText = ({ code, params }: Notice): string => say(NOTICES[code], params);

/** The Russian sentence of a fiscal receipt's trouble, as the API keeps and sends it for outside clients. */
// Its params are the register's own words and figures (an HTTP status is not an order's), put in as they are.
export const fiscalProblemText = ({ code, params }: FiscalProblem): string => fill(FISCAL_PROBLEMS[code], params);
