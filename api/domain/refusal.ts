import type { Refusal, RefusalCode, RefusalParams } from '../contract/refusals';
import { refusalText } from './refusal-text';

/**
 * What kind of "no" a business rule says. The rules know nothing of HTTP: the pipeline's
 * edge gives each kind its status (api/http/errors.ts).
 */
export type RefusalKind =
  'invalid' | 'not_signed_in' | 'forbidden' | 'not_found' | 'gone' | 'conflict' | 'unprocessable' | 'too_many' | 'upstream_failed';

/**
 * A refusal by a business rule: its kind, its stable code (the screens translate it), the
 * Russian sentence for outside clients, its params, and for limits how long to wait.
 */
export class Refused extends Error {
  readonly details: string;
  /** The input field the refusal is about (a name already taken), when it is about one. */
  field?: string;

  constructor(
    readonly kind: RefusalKind,
    readonly code: RefusalCode,
    readonly params?: RefusalParams,
    /** Seconds to wait before trying again. */
    readonly retryAfter?: number,
  ) {
    const details = refusalText({ code, params });
    super(details);
    this.details = details;
    this.name = 'Refused';
  }

  /** The same refusal, said of the input field `field` (the screens show it under that field). */
  on(field: string): this {
    this.field = field;
    return this;
  }

  static of(kind: RefusalKind, refusal: Refusal): Refused {
    return new Refused(kind, refusal.code, refusal.params);
  }
}

type RefusalArgs = [refusal: Refusal] | [code: RefusalCode, params?: RefusalParams];
const refuse = (kind: RefusalKind, ...[first, params]: RefusalArgs) =>
  typeof first === 'string' ? new Refused(kind, first, params) : Refused.of(kind, first);

/** The input breaks a rule (a wrong value, a missing choice). */
export const invalid = (...args: RefusalArgs) => refuse('invalid', ...args);
export const notSignedIn = (code: 'sign_in_required' | 'session_expired' | 'bad_credentials' = 'sign_in_required') =>
  new Refused('not_signed_in', code);
export const forbidden = (code: 'forbidden' | 'registration_closed' = 'forbidden') => new Refused('forbidden', code);
export const notFound = (...args: RefusalArgs) => refuse('not_found', ...args);
/** The order (or account) is not in a state that allows it. */
export const conflict = (...args: RefusalArgs) => refuse('conflict', ...args);
