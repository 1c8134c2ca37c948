import { z } from 'zod';
import { okEnvelope } from './envelope';

/** One car on the wall display: plate, model, and since when it is in its column. */
export const queueCarSchema = z.object({ id: z.number().int(), plate_number: z.string(), model_text: z.string(), since: z.string() });
export const queueSchema = z.object({ waiting: z.array(queueCarSchema), in_progress: z.array(queueCarSchema), done: z.array(queueCarSchema) });
export type Queue = z.infer<typeof queueSchema>;
export const queueAnswerSchema = okEnvelope(queueSchema);
