import { z } from 'zod';
import { invalid } from '../domain/refusal';
import { assertStorableText } from './storable-text';

const zodRussian = z.locales.ru().localeError;

const expectedNames: Record<string, string> = {
  string: 'ожидалась строка',
  number: 'ожидалось число',
  int: 'ожидалось целое число',
  boolean: 'ожидалось true или false',
  object: 'ожидался объект',
  array: 'ожидался список',
};

/** zod's Russian messages, with the type names themselves said in Russian. */
const russian: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return 'обязательное поле';
    const expected = expectedNames[issue.expected];
    if (expected) return `неверный тип: ${expected}`;
  }
  return zodRussian(issue);
};

/**
 * Parses input at the edge with the contract schema. A refusal is a 400 whose details
 * name each field in Russian, e.g. `password: обязательное поле`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertStorableText(input);
  const result = schema.safeParse(input ?? {}, { error: russian });
  if (result.success) return result.data;
  throw invalid('invalid_input', { issues: formatIssues(result.error.issues) });
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
