import { getZodConstraint } from '@conform-to/zod/v4';
import { z } from 'zod';

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
  if (!constraint) known.set(schema, (constraint = withLengths(schema, getZodConstraint(schema))));
  return constraint;
}

/**
 * conform reads a string's limits from a part of zod's internals this zod no longer fills
 * (a field's `maxLength` came out missing), so the lengths and bounds of an object's fields
 * are read here from zod's public getters.
 */
function withLengths(schema: z.ZodType, constraint: Constraint): Constraint {
  if (!(schema instanceof z.ZodObject)) return constraint;
  const result: Constraint = { ...constraint };
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const inner = innermost(field);
    const found = { ...result[name] };
    // An e-mail (z.email()) is a string of a format: its length is read the same way.
    if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
      if (inner.minLength != null && inner.minLength > 0) found.minLength = inner.minLength;
      if (inner.maxLength != null) found.maxLength = inner.maxLength;
    } else if (inner instanceof z.ZodNumber) {
      if (inner.minValue != null && Number.isFinite(inner.minValue)) found.min = inner.minValue + (aboveOnly(inner) ? 1 : 0);
      if (inner.maxValue != null && Number.isFinite(inner.maxValue)) found.max = inner.maxValue;
    }
    result[name] = found;
  }
  return result;
}

/**
 * Whether a whole number's lower bound is exclusive (`.positive()`, `.gt(0)`): an id is above 0,
 * so the first whole number a form may take is 1.
 */
function aboveOnly(schema: z.ZodNumber): boolean {
  if (!schema.isInt) return false;
  return (schema.def.checks ?? []).some((check) => {
    const def = check._zod.def as { check?: string; inclusive?: boolean; value?: unknown };
    return def.check === 'greater_than' && def.inclusive === false && def.value === schema.minValue;
  });
}

/** The schema under optional, nullable, default and pipe wrappers (a pipe's input side). */
function innermost(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else break;
  }
  return current;
}
