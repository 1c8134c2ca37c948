import { CALLS, type CallName } from '../contract/calls';
import { roles } from '../contract/roles';
import type { RefusalKind } from '../domain/refusal';
import { CALL_REFUSALS } from './call-refusals';
import { statusOfRefusal } from './errors';
import type { AnyCallSpec } from './registry';

/** Why a call may answer each status, as the OpenAPI document says it (every one but 200 with the error envelope). */
const WHY: Record<number, string> = {
  400: 'bad input: a field of the path, query or body (details name it in Russian), or a body that is not JSON',
  401: 'no token, a bad or expired one (or, signing in, a wrong login or password)',
  403: 'a role that may not make this call (or, registering, registration closed)',
  404: 'no such object (an order, a service, a shift...), or a path whose number is not one',
  408:
    'a request whose headers and body did not all arrive within 70 s: answered by the HTTP server itself, without a body, ' +
    'and the connection closed',
  410: "a customer's link that opens nothing: unknown, replaced by a new one, or 30 days past the car's pickup (one answer for all)",
  409: 'refused by the rules: the object is not in a state that allows it (details say why)',
  411: 'a body without Content-Length',
  413: 'a body above 100 KB (from its Content-Length, before it is read)',
  415: 'a body that is not application/json',
  421:
    'a Host (or, from a trusted proxy, X-Forwarded-Host) this server does not know: answered in plain text before the API ' +
    '(server/http/allowed-host.ts)',
  422: 'an idempotency key already used for another request',
  429: 'too many attempts: wait the seconds of Retry-After',
  500: 'an unexpected error: the envelope carries request_id for the server log',
  502: 'the SMS service failed',
};

/** The call of the contract's table a registered call is (by method and path). */
const nameOf = new Map(Object.entries(CALLS).map(([name, shape]) => [`${shape.method} ${shape.path}`, name as CallName]));
export function callNameOf(call: AnyCallSpec): CallName {
  const name = nameOf.get(`${call.method} ${call.path}`);
  if (!name) throw new Error(`${call.method.toUpperCase()} ${call.path} is not in the contract's table of calls`);
  return name;
}

/**
 * Every status a call can answer besides 200, each with why: what the pipeline answers any
 * call of its kind (api/http/pipeline.ts, api/http/body-limit.ts), and its own refusals
 * (api/http/call-refusals.ts).
 */
export function callStatuses(call: AnyCallSpec): Record<number, string> {
  const name = callNameOf(call);
  const own = new Set<RefusalKind>(CALL_REFUSALS[name]);
  // 408: the HTTP server's own time limit on a request (server.ts); 421: the host check
  // stands before every call (DNS rebinding).
  const statuses = new Set<number>([408, 421, 500, ...[...own].map((kind) => statusOfRefusal[kind])]);
  const post = call.method === 'post';
  if (post || call.params || call.query || call.body) statuses.add(400);
  if (call.roles !== 'public') {
    statuses.add(401);
    if (!roles.every((role) => call.roles.includes(role))) statuses.add(403);
  }
  // A path with a number in it: another text there is no call (unknown_call).
  if (call.params) statuses.add(404);
  if (post) for (const status of [411, 413, 415]) statuses.add(status);
  return Object.fromEntries([...statuses].sort((a, b) => a - b).map((status) => [status, WHY[status] ?? `status ${status}`]));
}
