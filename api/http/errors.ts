import type { Refusal, RefusalCode, RefusalParams } from '../contract/refusals';
import { refusalText } from '../domain/refusal-text';

/**
 * A refusal the API answers with `{result: 'error', code, details, params}` and this status.
 * The code is stable and the screens translate it; details are the Russian sentence for
 * outside clients. The code travels with the error itself, wherever it is thrown.
 */
export class ApiError extends Error {
  readonly details: string;

  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    readonly params?: RefusalParams,
    /** Seconds to wait before trying again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    const details = refusalText({ code, params });
    super(details);
    this.details = details;
    this.name = 'ApiError';
  }

  static of(status: number, refusal: Refusal): ApiError {
    return new ApiError(status, refusal.code, refusal.params);
  }
}

type RefusalArgs = [refusal: Refusal] | [code: RefusalCode, params?: RefusalParams];
const refuse = (status: number, ...[first, params]: RefusalArgs) =>
  typeof first === 'string' ? new ApiError(status, first, params) : ApiError.of(status, first);

export const badRequest = (...args: RefusalArgs) => refuse(400, ...args);
export const unauthorized = (code: 'sign_in_required' | 'session_expired' | 'bad_credentials' = 'sign_in_required') => new ApiError(401, code);
export const forbidden = (code: 'forbidden' | 'registration_closed' = 'forbidden') => new ApiError(403, code);
export const notFound = (...args: RefusalArgs) => refuse(404, ...args);
export const conflict = (...args: RefusalArgs) => refuse(409, ...args);
