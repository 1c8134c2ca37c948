import type { RefusalKind } from '../domain/refusal';

/** The status each kind of refusal is answered with, at the edge of the pipeline. */
export const statusOfRefusal: Record<RefusalKind, number> = {
  invalid: 400,
  not_signed_in: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
  upstream_failed: 502,
};
