import { z } from 'zod';
import { errorEnvelopeSchema } from '../contract/envelope';
import { callStatuses } from './call-statuses';
import type { AnyCallSpec } from './registry';

/** Express `/order/:id(\\d+)` -> OpenAPI `/order/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
}

/** OpenAPI 3.1 of the product API, generated from the same zod declarations that validate it. */
export function openApiDocument(calls: readonly AnyCallSpec[]) {
  const paths: Record<string, Record<string, { responses: Record<string, unknown>; [key: string]: unknown }>> = {};
  const error = { content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema, 'output') } } };
  const plainText = { content: { 'text/plain': { schema: { type: 'string' } } } };
  // A refusal to wait: how many seconds.
  const retryAfter = { headers: { 'Retry-After': { description: 'seconds to wait before trying again', schema: { type: 'integer' } } } };
  for (const call of calls) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [['path', call.params], ['query', call.query]] as const) {
      if (!schema) continue;
      const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || Boolean(json.required?.includes(name)), schema: prop });
      }
    }
    (paths[openApiPath(call.path)] ??= {})[call.method] = {
      summary: call.summary,
      'x-roles': call.roles,
      ...(call.roles === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } } : {}),
      // Every status the call can answer (api/http/call-statuses.ts); the API tests hold every answer to this list.
      responses: {
        200: { description: 'result ok', content: { 'application/json': { schema: jsonSchema(call.answer, 'output') } } },
        ...Object.fromEntries(
          Object.entries(callStatuses(call)).map(([status, why]) => [status, { description: why, ...(status === '408' ? {} : status === '421' ? plainText : error), ...(status === '429' ? retryAfter : {}) }]),
        ),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Washdesk product API', version: '1', description: 'Answers keep the envelope {result, data, details} of docs/screens.md section 7. Money in roubles.' },
    servers: [{ url: '/api/v1' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
