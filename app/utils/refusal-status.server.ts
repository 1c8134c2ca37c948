import { data } from '@remix-run/node';

/** What a refused action answers: the words of its error, and the status the API refused with. */
interface Refusal {
  error: string;
  status?: number;
}

function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== 'object' || value === null || value instanceof Response) return false;
  const answer = value as Refusal & { ok?: unknown };
  return answer.ok !== true && typeof answer.error === 'string';
}

/**
 * The API's refusals a page passes on as they are. Any other status speaks of the way between the
 * web app and the API (a remote API's 408, 413 or 421, its 500), not of the person's form: it
 * goes out as 400 for a 4xx and as 502, a failure upstream of the page, for a 5xx.
 */
const PASSED_ON = new Set([400, 403, 404, 409, 410, 422, 423, 429, 502, 503]);

export function refusalStatus(status: number | undefined): number {
  if (status === undefined || status < 400 || status > 599) return 400;
  if (PASSED_ON.has(status)) return status;
  return status < 500 ? 400 : 502;
}

/**
 * A page action's answer with an HTTP status that says what happened (decision 057): a refusal
 * goes out with the API's status, a form that did not pass its schema (or a slip the page
 * judges itself) with 400; a success or a redirect as it is. The body stays the page's data, so
 * the page still shows the refusal under its fields and in the toast (and, without JavaScript,
 * at the top of the page that comes back).
 */
export async function withRefusalStatus<T>(pending: Promise<T> | T): Promise<T | ReturnType<typeof data<T>>> {
  const result = await pending;
  if (!isRefusal(result)) return result;
  return data(result, { status: refusalStatus(result.status) });
}
