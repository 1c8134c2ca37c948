import { getZodConstraint } from '@conform-to/zod/v4';
import type { z } from 'zod';

type Constraint = ReturnType<typeof getZodConstraint>;
const known = new WeakMap<z.ZodType, Constraint>();

/**
 * The HTML validation attributes of a form's fields (required, minLength, maxLength…), read
 * from its schema on the server and handed to the page by its loader: the browser renders
 * the same attributes without loading zod (docs/decisions/018-what-the-browser-loads.md),
 * and the form is checked by its action with the same schema.
 */
export function constraintOf(schema: z.ZodType): Constraint {
  let constraint = known.get(schema);
  if (!constraint) known.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}
