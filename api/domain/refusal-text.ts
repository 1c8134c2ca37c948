import { REFUSALS, type Refusal } from '../contract/refusals';
import { DISCOUNT_REASON_TEXT } from './discounts';
import { JOB_STATUS_TEXT } from './order-rules';

/**
 * Code parameters of a refusal, said in Russian for `details`; the screens say them in the
 * reader's language from the same code (docs/decisions/014-codes-beside-texts.md).
 */
const PARAM_TEXT: Record<string, Record<string, string>> = {
  status: JOB_STATUS_TEXT,
  unit: { seconds: 'с', minutes: 'мин' },
  source: DISCOUNT_REASON_TEXT,
};

/** The Russian sentence of a refusal: its template with the parameters put in. */
export function refusalText({ code, params = {} }: Refusal): string {
  return REFUSALS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    return PARAM_TEXT[name]?.[value] ?? value;
  });
}
