/**
 * The size rules of the repository's code, read by scripts/check-sizes.ts; pure functions,
 * with unit tests beside them (scripts/sizes.test.ts).
 * - No code or style file is over 300 lines: a longer one holds more than one concern.
 * - No line of code, style or JSON is wider than Prettier's printWidth (.prettierrc.json):
 *   Prettier breaks code at that width but leaves strings, template literals, comments and
 *   JSX text as they are, so those are wrapped or shortened by hand.
 * The exemptions are all here, each with its reason.
 */

export const MAX_LINES = 300;

export type Rule = 'lines' | 'width';

/** Files the line rule applies to: code and styles. */
const LINES_RULE = /\.(?:[cm]?[jt]sx?|css)$/;
/** Files the width rule applies to: code, styles and JSON. */
const WIDTH_RULE = /\.(?:[cm]?[jt]sx?|css|json)$/;

export interface Exemption {
  path: RegExp;
  rules: readonly Rule[];
  why: string;
}

/** For good: files a rule does not fit. */
export const EXEMPT: readonly Exemption[] = [
  { path: /^api\/seed\/reference\//, rules: ['lines', 'width'], why: 'reference data (vehicles, tyre sizes, services): tables, not code' },
  { path: /^api\/seed\/reference-data\.ts$/, rules: ['lines', 'width'], why: 'reference data, beside api/seed/reference/' },
  { path: /^api\/db\/migrations\//, rules: ['lines', 'width'], why: 'written by drizzle-kit (npm run db:generate)' },
  { path: /^docs\/benchmarks\.json$/, rules: ['lines', 'width'], why: 'written by npm run bench' },
  { path: /^package-lock\.json$/, rules: ['lines', 'width'], why: 'written by npm' },
  { path: /^locales\/[^/]+\/[^/]+\.json$/, rules: ['width'], why: 'the words users read: a sentence is one value, however long' },
];

/**
 * For now only: files other work is changing at the moment, which still break a rule. Their
 * problems are listed as notes and do not fail the check. Empty this list as they are split
 * and wrapped; a path stays here only while its file breaks a rule.
 */
export const TEMPORARILY_ALLOWED: readonly string[] = [];

/** Whether a rule applies to a repository-relative file. */
export function ruleApplies(file: string, rule: Rule): boolean {
  if (!(rule === 'lines' ? LINES_RULE : WIDTH_RULE).test(file)) return false;
  return !EXEMPT.some((exemption) => exemption.rules.includes(rule) && exemption.path.test(file));
}

export interface SizeProblem {
  file: string;
  /** The line too wide; absent for a file too long. */
  line?: number;
  rule: Rule;
  /** The file's lines, or the line's characters. */
  size: number;
}

/** A line's width in characters (code points: «₽» or «ё» is one, as Prettier counts them). */
export function lineWidth(text: string): number {
  let width = 0;
  for (const _ of text) width++;
  return width;
}

/** The file's lines: a last line ended by a newline adds none. */
export function lineCount(source: string): number {
  if (source === '') return 0;
  const lines = source.split('\n').length;
  return source.endsWith('\n') ? lines - 1 : lines;
}

/** What breaks a rule in one file's text, for the rules that apply to it. */
export function sizeProblems(file: string, source: string, printWidth: number): SizeProblem[] {
  const problems: SizeProblem[] = [];
  const lines = lineCount(source);
  if (ruleApplies(file, 'lines') && lines > MAX_LINES) problems.push({ file, rule: 'lines', size: lines });
  if (ruleApplies(file, 'width')) {
    source.split('\n').forEach((text, at) => {
      const width = lineWidth(text.replace(/\r$/, ''));
      if (width > printWidth) problems.push({ file, line: at + 1, rule: 'width', size: width });
    });
  }
  return problems;
}

/** `file: 312 lines (at most 300)` or `file:12: 151 characters (at most 140)`. */
export function describeProblem(problem: SizeProblem, printWidth: number): string {
  return problem.rule === 'lines'
    ? `${problem.file}: ${problem.size} lines (at most ${MAX_LINES})`
    : `${problem.file}:${problem.line}: ${problem.size} characters (at most ${printWidth})`;
}
