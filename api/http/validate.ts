import { z } from 'zod';
import { badRequest } from './errors';

const russian = z.locales.ru().localeError;

/**
 * Parses input at the edge with the contract schema. A refusal is a 400 whose details
 * name each field in Russian, e.g. `password: Слишком короткое значение...`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: russian });
  if (result.success) return result.data;
  throw badRequest(formatIssues(result.error.issues));
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
