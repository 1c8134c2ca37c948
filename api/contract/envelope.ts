import { z } from 'zod';
import { noticeCodes } from './notices';
import { refusalCodes } from './refusals';

/** The values put into a refusal's sentence: figures, formatted money, names, or codes. */
export const refusalParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every answer of the product API keeps the envelope of docs/screens.md section 7:
 * `{result: 'ok', data}` on success, `{result: 'error', code, details}` with a 4xx/5xx status.
 * `code` is the stable name of the refusal (api/contract/refusals.ts), `details` its Russian
 * sentence, `params` the values in it (docs/decisions/014-codes-beside-texts.md).
 */
export const errorEnvelopeSchema = z.object({
  result: z.literal('error'),
  // Read as any string: a client older than the API still gets the details of a new code.
  code: z.string().meta({ description: 'Stable refusal code', examples: refusalCodes }),
  details: z.string(),
  params: refusalParamsSchema.optional(),
  /** The input field the refusal is about (e.g. `name` of a name already taken), when it is about one. */
  field: z.string().optional(),
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** What a successful call says: a stable notice code (api/contract/notices.ts), its Russian details, its params. */
const noticeFields = {
  code: z.string().optional().meta({ description: 'Stable notice code', examples: noticeCodes }),
  details: z.string().optional(),
  params: refusalParamsSchema.optional(),
};

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal('ok'), data, ...noticeFields });
}

/** An answer with no data worth reading (logout, password change). */
export const okOnlySchema = z.object({ result: z.literal('ok'), ...noticeFields });
