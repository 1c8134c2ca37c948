import { z } from 'zod';

/**
 * Every answer of the product API keeps the envelope of docs/screens.md section 7:
 * `{result: 'ok', data}` on success, `{result: 'error', details}` with a 4xx/5xx status.
 */
export const errorEnvelopeSchema = z.object({
  result: z.literal('error'),
  details: z.string(),
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal('ok'), data, details: z.string().optional() });
}

/** An answer with no data worth reading (logout, password change). */
export const okOnlySchema = z.object({ result: z.literal('ok'), details: z.string().optional() });
