import { errorEnvelopeSchema } from '../contract/envelope';
import { callNameOf, callStatuses } from './call-statuses';
import { CALL_EXAMPLES, REFUSAL_EXAMPLES } from './openapi-examples';
import { schemaComponents, type JsonSchema } from './openapi-schemas';
import type { AnyCallSpec } from './registry';

/** Express `/order/:id(\\d+)` -> OpenAPI `/order/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

/** A call's operationId: its name in camel case (`order/list` -> `orderList`, `order/:id` -> `orderById`). */
export function operationIdOf(name: string): string {
  const upper = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return name
    .split(/[/-]/)
    .map((word, i) => (word.startsWith(':') ? `By${upper(word.slice(1))}` : i === 0 ? word : upper(word)))
    .join('');
}

/** The answers every call of a kind may give, each once under `components.responses` by these names. */
const RESPONSE_NAMES: Record<string, string> = {
  400: 'BadInput',
  401: 'NotSignedIn',
  403: 'Forbidden',
  404: 'NotFound',
  408: 'RequestTimeout',
  409: 'Conflict',
  411: 'LengthRequired',
  413: 'TooLarge',
  415: 'NotJson',
  421: 'UnknownHost',
  422: 'KeyReused',
  429: 'TooManyRequests',
  500: 'ServerError',
  502: 'SmsFailed',
};

type Operation = { operationId: string; responses: Record<string, unknown>; [key: string]: unknown };

/**
 * OpenAPI 3.1 of the product API, generated from the same zod declarations that validate it:
 * every call an operation named by its call (`operationId`), with an example of its body and
 * answer (api/http/openapi-examples/); the shapes the contract names, and the refusals of each
 * status, once under `components`.
 */
export function openApiDocument(calls: readonly AnyCallSpec[]) {
  const schemas = schemaComponents();
  const refusal = schemas.schema(errorEnvelopeSchema, 'output');
  const plainText = { content: { 'text/plain': { schema: { type: 'string' } } } };
  // A refusal to wait: how many seconds.
  const retryAfter = { headers: { 'Retry-After': { description: 'seconds to wait before trying again', schema: { type: 'integer' } } } };
  const responses: Record<string, unknown> = {};
  const statusAnswer = (status: string, why: string) => {
    const example = REFUSAL_EXAMPLES[status];
    const answer = {
      description: why,
      // 408 comes from the HTTP server itself, without a body; 421 from the host check, in plain text.
      ...(status === '408'
        ? {}
        : status === '421'
          ? plainText
          : { content: { 'application/json': { schema: refusal, ...(example ? { example } : {}) } } }),
      ...(status === '429' ? retryAfter : {}),
    };
    const name = RESPONSE_NAMES[status];
    if (!name || (responses[name] && JSON.stringify(responses[name]) !== JSON.stringify(answer))) return answer;
    responses[name] = answer;
    return { $ref: `#/components/responses/${name}` };
  };

  const paths: Record<string, Record<string, Operation>> = {};
  const operationIds = new Set<string>();
  for (const call of calls) {
    const name = callNameOf(call);
    const operationId = operationIdOf(name);
    if (operationIds.has(operationId)) throw new Error(`two calls have the operationId ${operationId}: rename one`);
    operationIds.add(operationId);
    const example = CALL_EXAMPLES[name] as { body?: unknown; answer: unknown };
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', call.params],
      ['query', call.query],
    ] as const) {
      if (!schema) continue;
      const json = schemas.schema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [param, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({ name: param, in: where, required: where === 'path' || Boolean(json.required?.includes(param)), schema: prop });
      }
    }
    (paths[openApiPath(call.path)] ??= {})[call.method] = {
      operationId,
      summary: call.summary,
      'x-roles': call.roles,
      ...(call.roles === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemas.schema(call.body, 'input'), example: example.body } },
            },
          }
        : {}),
      // Every status the call can answer (api/http/call-statuses.ts); the API tests hold every answer to this list.
      responses: {
        200: {
          description: 'result ok',
          content: { 'application/json': { schema: schemas.schema(call.answer, 'output'), example: example.answer } },
        },
        ...Object.fromEntries(Object.entries(callStatuses(call)).map(([status, why]) => [status, statusAnswer(status, why)])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Washdesk product API',
      version: '1',
      description: 'Answers keep the envelope {result, data, details} of docs/screens.md section 7. Money in roubles.',
      // The API is the business's own: no licence is granted to outside clients.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: schemas.components(),
      responses,
    },
    security: [{ bearer: [] }],
    paths,
  };
}
