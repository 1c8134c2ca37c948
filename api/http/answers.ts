import type { Logger } from 'pino';
import type { ErrorEnvelope } from '../contract/envelope';
import type { Notice } from '../contract/notices';
import type { RefusalCode, RefusalParams } from '../contract/refusals';
import type { CallAnswer } from '../contract/transport';
import { noticeText, refusalText } from '../domain/refusal-text';
import { Refused } from '../domain/refusal';
import { statusOfRefusal } from './errors';
import { refusalOfUniqueViolation } from '../db/unique-refusals';

/**
 * The envelopes of docs/screens.md section 7, built once for both ways into the pipeline:
 * `{result: 'ok', data}` (a notice adds its code, Russian details and params) and
 * `{result: 'error', code, details, params}` with the refusal's status.
 */
export function okAnswer(data?: unknown, notice?: Notice): CallAnswer {
  const said = notice ? { code: notice.code, details: noticeText(notice), ...(notice.params ? { params: notice.params } : {}) } : {};
  return { status: 200, body: { result: 'ok', ...(data === undefined ? {} : { data }), ...said }, headers: {} };
}

export function errorEnvelope(code: RefusalCode, params?: RefusalParams): ErrorEnvelope {
  return { result: 'error', code, details: refusalText({ code, params }), ...(params ? { params } : {}) };
}

/** Unknown path under /api/v1: a JSON 404, never the web app's HTML page. */
export function unknownCallAnswer(method: string, path: string): CallAnswer {
  return { status: 404, body: errorEnvelope('unknown_call', { method, path }), headers: {} };
}

/**
 * A refusal keeps its status (and Retry-After), a unique violation of a known index becomes
 * its refusal (naming the value of the call's `body` that met it); anything else is a 500
 * with the request id and no stack, and the stack goes to the log.
 */
export function errorAnswer(err: unknown, logger: Logger, requestId = '', body?: unknown): CallAnswer {
  const refused = err instanceof Refused ? err : refusalOfUniqueViolation(err, body);
  if (refused) return refusalAnswer(refused);
  logger.error({ err, requestId }, 'unexpected error in the product API');
  return { status: 500, body: { ...errorEnvelope('internal_error'), request_id: requestId }, headers: {} };
}

function refusalAnswer(err: Refused): CallAnswer {
  return {
    status: statusOfRefusal[err.kind],
    body: { ...errorEnvelope(err.code, err.params), ...(err.field ? { field: err.field } : {}) },
    headers: err.retryAfter === undefined ? {} : { 'Retry-After': String(err.retryAfter) },
  };
}
