import { compilePath } from '../http/pipeline';
import { openApiPath } from '../http/openapi';
import type { AnyCallSpec } from '../http/registry';

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/**
 * The contract test of statuses: whether an answer's status is one the OpenAPI document
 * lists for its call (api/http/call-statuses.ts). Answers the failure's words, or undefined
 * when the status is listed or the path is no call (the router's own 404).
 */
export function statusChecker(calls: readonly AnyCallSpec[], doc: Document) {
  const routes = calls.map((call) => ({
    method: call.method.toUpperCase(),
    pattern: compilePath(call.path).pattern,
    listed: new Set(Object.keys(doc.paths[openApiPath(call.path)]?.[call.method]?.responses ?? {})),
  }));
  return (method: string, path: string, status: number): string | undefined => {
    const route = path.replace(/^\/+/, '').split('?')[0]!;
    const found = routes.find((r) => r.method === method && r.pattern.test(`/${route}`));
    if (!found || found.listed.has(String(status))) return undefined;
    return (
      `${method} ${route} answered ${status}, which the OpenAPI document does not list for it: add the kind of refusal to ` +
      `the call's row of api/http/call-refusals.ts (or, for what every call answers, to api/http/call-statuses.ts)`
    );
  };
}
