import { z } from 'zod';

/** A message for the toaster: green 'Success' or red 'Error' (docs/screens.md section 7). */
export const toastSchema = z.object({
  type: z.enum(['success', 'error']),
  description: z.string(),
  /** A locales key translated in the browser, used when the text is ours, not the API's. */
  key: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;
