import type { ApiAnswer } from '#contract/client';
import { encodeError } from './form-errors';

/**
 * What the API said, for the screens to say in the reader's language (docs/decisions/014):
 * the text of its code from the locales, with its params; the API's Russian details when
 * the locales do not know the code (an API newer than the web app), so nothing is lost.
 */
type Said = Pick<ApiAnswer<unknown>, 'details' | 'code' | 'params'>;

/** A refusal: `errors:api.<code>`, or the details, or 'Something went wrong' without either. */
export function refusalMessage(answer: Said): string {
  if (answer.code) return encodeError(`api.${answer.code}`, { ...answer.params, defaultValue: answer.details ?? '' });
  return answer.details || encodeError('somethingWentWrong');
}

/** A success: `common:notice.<code>`, or the details, or nothing. */
export function noticeMessage(answer: Said): string | undefined {
  if (answer.code) return encodeError(`common:notice.${answer.code}`, { ...answer.params, defaultValue: answer.details ?? '' });
  return answer.details || undefined;
}
