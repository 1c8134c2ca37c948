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

/** After «не длиннее», «не больше»: 1 символа, 3 символов, 21 символа (the genitive). */
function counted(n: number, [one, many]: readonly [string, string]): string {
  return `${n} ${n % 10 === 1 && n % 100 !== 11 ? one : many}`;
}
const CHARACTERS = ['символа', 'символов'] as const;
const ITEMS = ['элемента', 'элементов'] as const;

/** A length or a size out of bounds, said as a person would (zod's own names the type in English). */
function boundMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && bound <= 1) return 'не может быть пустым';
      return small ? `не короче ${counted(bound, CHARACTERS)}` : `не длиннее ${counted(bound, CHARACTERS)}`;
    case 'array':
    case 'set':
      if (small && bound <= 1) return 'список не может быть пустым';
      return small ? `в списке не меньше ${counted(bound, ITEMS)}` : `в списке не больше ${counted(bound, ITEMS)}`;
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return inclusive ? `не меньше ${bound}` : `больше ${bound}`;
      return inclusive ? `не больше ${bound}` : `меньше ${bound}`;
    default:
      return undefined;
  }
}

/** zod's Russian messages, with the type names and the bounds said in Russian. */
const russian: z.core.$ZodErrorMap = (issue) => {
  // A field left out, or sent as null: of one type, or of several (a percent as a number or as
  // '10%'). An optional field may be left out but not be null, so null is said as itself.
  if (issue.code === 'invalid_type' || issue.code === 'invalid_union') {
    if (issue.input === undefined) return 'обязательное поле';
    if (issue.input === null) return 'значение null не принимается';
  }
  if (issue.code === 'invalid_type') {
    // 10.5 for a whole number is a number all the same: its fault is the fraction, not the type.
    if (issue.expected === 'int' && typeof issue.input === 'number') return 'ожидалось целое число';
    const expected = expectedNames[issue.expected];
    if (expected) return `неверный тип: ${expected}`;
  }
  return boundMessage(issue) ?? zodRussian(issue);
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

/**
 * The issues as one Russian line, each said once, five at most and how many more. A field of
 * the wrong type is said to be that alone: its other issues (a length, a pattern) judge a value
 * it does not have. zod's own check that a whole number is a safe one (no larger than
 * 9007199254740991) is left out beside another issue of the same field: that one names the
 * field's real bounds («от 0 до 100»), which is what a person needs.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const at = (issue: z.core.$ZodIssue) => issue.path.join('.');
  const besides = (issue: z.core.$ZodIssue, which: (other: z.core.$ZodIssue) => boolean) =>
    issues.some((other) => other !== issue && at(other) === at(issue) && which(other));
  const said = issues.filter(
    (issue) =>
      !(issue.code !== 'invalid_type' && besides(issue, (other) => other.code === 'invalid_type')) &&
      !(isSafeIntegerBound(issue) && besides(issue, () => true)),
  );
  const lines = [...new Set(said.map((issue) => (issue.path.length ? `${at(issue)}: ${issue.message}` : issue.message)))];
  const more = lines.length - MAX_SAID;
  return [...lines.slice(0, MAX_SAID), ...(more > 0 ? [`и ещё ${more}`] : [])].join('; ');
}

const MAX_SAID = 5;

function isSafeIntegerBound(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'too_big') return Number(issue.maximum) === Number.MAX_SAFE_INTEGER;
  if (issue.code === 'too_small') return Number(issue.minimum) === Number.MIN_SAFE_INTEGER;
  return false;
}
