import { describe, expect, it } from 'vitest';
import { CALLS, type CallName, type CallShape } from '../contract/calls';
import { errorEnvelopeSchema } from '../contract/envelope';
import { REFUSALS } from '../contract/refusals';
import { CALL_EXAMPLES, REFUSAL_EXAMPLES } from './openapi-examples';

describe('the examples of the OpenAPI document (api/http/openapi-examples/)', () => {
  it('parse with the schemas of their call: the body it takes, the answer it gives', () => {
    for (const [name, shape] of Object.entries(CALLS) as Array<[CallName, CallShape]>) {
      const example: { body?: unknown; answer: unknown } = CALL_EXAMPLES[name];
      if (shape.body) expect(shape.body.safeParse(example.body).error?.message, `${name}: body`).toBeUndefined();
      else expect(example.body, `${name} takes no body`).toBeUndefined();
      expect(shape.answer.safeParse(example.answer).error?.message, `${name}: answer`).toBeUndefined();
    }
    // Every notice said in full, its values put in.
    expect(JSON.stringify(CALL_EXAMPLES)).not.toContain('{{');
  });

  it('show a refusal of each status by a code of the table, in its Russian words', () => {
    for (const [status, example] of Object.entries(REFUSAL_EXAMPLES)) {
      expect(errorEnvelopeSchema.safeParse(example).success, status).toBe(true);
      expect(Object.keys(REFUSALS), status).toContain(example.code);
      expect(example.details, status).not.toContain('{{');
    }
  });
});
