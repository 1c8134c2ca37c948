import type { z } from 'zod';
import { formatNumber } from './format';

/**
 * Form errors travel as locale keys, not sentences, so a schema shared with the API
 * (whose details are Russian) still shows errors in the reader's language.
 * Encoded as `i18n:<key>` or `i18n:<key>?<json params>`; anything else is shown as is
 * (the API's own details).
 */
const PREFIX = 'i18n:';

export function encodeError(key: string, params?: Record<string, unknown>): string {
  return `${PREFIX}${key}${params ? `?${JSON.stringify(params)}` : ''}`;
}

export function decodeError(message: string): { key: string; params?: Record<string, unknown> } | undefined {
  if (!message.startsWith(PREFIX)) return undefined;
  const body = message.slice(PREFIX.length);
  const q = body.indexOf('?');
  if (q < 0) return { key: body };
  try {
    return { key: body.slice(0, q), params: JSON.parse(body.slice(q + 1)) as Record<string, unknown> };
  } catch {
    return { key: body.slice(0, q) };
  }
}

/** «Не меньше N»: a number's least, said the same way by every field and card. */
export const atLeastError = (least: number) => encodeError('validation.atLeast', { min: formatNumber(least) });

/** «Не больше N»: a number's most, said the same way by every field and card. */
export const atMostError = (most: number) => encodeError('validation.atMost', { max: formatNumber(most) });

/** conform's `formatError`: the issues of one field, as encoded messages. */
export function formatFormErrors(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map(encodeIssue);
}

function encodeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      // An exclusive bound (an id's `.positive()`) refuses the bound itself: «Не меньше 0» would let 0 in.
      if (issue.origin === 'number')
        return issue.inclusive === false
          ? encodeError('validation.moreThan', { min: formatNumber(Number(issue.minimum)) })
          : atLeastError(Number(issue.minimum));
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return encodeError('validation.required');
      return encodeError('validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'number') return atMostError(Number(issue.maximum));
      return encodeError('validation.tooLong', { max: Number(issue.maximum) });
    case 'invalid_type':
      // Said already where it was found (text that is not decimal digits: app/utils/intent-form.server.ts).
      if (decodeError(issue.message)) return issue.message;
      // A number with a fraction where a whole one is due is not a missing field.
      return encodeError(issue.expected === 'int' ? 'validation.wholeNumber' : 'validation.required');
    case 'invalid_format':
      return encodeError(issue.format === 'email' ? 'validation.email' : 'validation.format');
    case 'custom': {
      // The key, and the values its sentence names (a variable's name, a count), if any.
      const { i18n: key, ...params } = (issue.params ?? {}) as { i18n?: string } & Record<string, unknown>;
      if (!key) return issue.message;
      return Object.keys(params).length ? encodeError(key, params) : encodeError(key);
    }
    default:
      return encodeError('validation.invalid');
  }
}
