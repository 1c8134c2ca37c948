import { data } from '@remix-run/node';

/** What a refused action answers: the words of its error, and the status the API refused with. */
interface Refusal {
  error: string;
  status?: number;
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && !(value instanceof Response) && typeof (value as Refusal).error === 'string';
}

/**
 * A page action's answer with an HTTP status that says what happened: a refusal goes out with
 * the API's own 4xx (or 5xx), and a form that did not pass its schema with 400, as the API
 * answers the same call; a success or a redirect as it is. The body stays the page's data, so the
 * page still shows the refusal under its fields and in the toast (and, without JavaScript, at
 * the top of the page that comes back). Remix then reloads only the routes that ask for it after
 * a refused action: see `revalidateAfterRefusal`.
 */
export async function withRefusalStatus<T>(pending: Promise<T> | T) {
  const result = await pending;
  if (!isRefusal(result)) return result;
  const status = result.status !== undefined && result.status >= 400 && result.status <= 599 ? result.status : 400;
  return data(result, { status });
}
