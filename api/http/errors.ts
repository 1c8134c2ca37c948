/**
 * A refusal the API answers with `{result: 'error', details}` and this status.
 * Details are Russian sentences meant for the person at the screen.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly details: string,
    /** Seconds to wait before trying again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(details);
    this.name = 'ApiError';
  }
}

export const badRequest = (details: string) => new ApiError(400, details);
export const unauthorized = (details = 'Требуется вход в систему') => new ApiError(401, details);
export const forbidden = (details = 'Недостаточно прав для этого действия') => new ApiError(403, details);
export const notFound = (details: string) => new ApiError(404, details);
export const conflict = (details: string) => new ApiError(409, details);
