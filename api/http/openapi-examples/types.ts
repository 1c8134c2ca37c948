import type { z } from 'zod';
import type { CALLS, CallName } from '../../contract/calls';
import type { CodeParams } from '../../contract/coded';
import type { ErrorEnvelope } from '../../contract/envelope';
import type { NoticeCode } from '../../contract/notices';
import type { RefusalCode } from '../../contract/refusals';
import { noticeText, refusalText } from '../../domain/refusal-text';

type Shape<N extends CallName> = (typeof CALLS)[N];

/**
 * The examples of a call in the OpenAPI document: its answer, and the body it takes where it
 * takes one, typed by the call's own schemas (so a renamed field fails to compile), and parsed
 * by them in api/http/openapi-examples.test.ts. Money in roubles, as on the wire.
 */
export type CallExample<N extends CallName> = { answer: z.output<Shape<N>['answer']> } & (Shape<N> extends {
  body: infer B extends z.ZodType;
}
  ? { body: z.input<B> }
  : { body?: never });
export type CallExamples = { [N in CallName]: CallExample<N> };

/** A notice as the API says it: its code, its Russian sentence, the values in it. */
export const notice = (code: NoticeCode, params?: CodeParams) => ({
  code,
  details: noticeText({ code, params }),
  ...(params ? { params } : {}),
});

/** A refusal as the API answers it. */
export const refusal = (code: RefusalCode, params?: CodeParams): ErrorEnvelope => ({
  result: 'error',
  code,
  details: refusalText({ code, params }),
  ...(params ? { params } : {}),
});
