import { describe, expect, it } from 'vitest';
import { describeProblem, lineCount, lineWidth, MAX_LINES, ruleApplies, sizeProblems } from './sizes';

const lines = (count: number) => 'x\n'.repeat(count);

describe('which files a rule applies to', () => {
  it('lines: code and styles; width: those and JSON', () => {
    for (const file of ['api/orders/list.ts', 'app/root.tsx', 'eslint.config.js', 'app/styles/base.css']) {
      expect([ruleApplies(file, 'lines'), ruleApplies(file, 'width')]).toEqual([true, true]);
    }
    expect([ruleApplies('package.json', 'lines'), ruleApplies('package.json', 'width')]).toEqual([false, true]);
    expect([ruleApplies('README.md', 'lines'), ruleApplies('README.md', 'width')]).toEqual([false, false]);
  });

  it('reference data, migrations and generated files are exempt; locales from the width only', () => {
    for (const file of ['api/seed/reference/vehicles.ts', 'api/seed/reference-data.ts', 'api/db/migrations/meta/_journal.json']) {
      expect([ruleApplies(file, 'lines'), ruleApplies(file, 'width')]).toEqual([false, false]);
    }
    expect(ruleApplies('docs/benchmarks.json', 'width')).toBe(false);
    expect(ruleApplies('locales/ru/common.json', 'width')).toBe(false);
    expect(ruleApplies('locales/discount-sources.test.ts', 'width')).toBe(true);
    expect(ruleApplies('api/seed/reference-data.test.ts', 'lines')).toBe(true);
  });
});

describe('what breaks a rule', () => {
  it('a file over the most lines, not one at it; a closing newline adds no line', () => {
    expect(lineCount(lines(MAX_LINES))).toBe(MAX_LINES);
    expect(lineCount(`${lines(MAX_LINES - 1)}x`)).toBe(MAX_LINES);
    expect(lineCount('')).toBe(0);
    expect(sizeProblems('api/a.ts', lines(MAX_LINES), 140)).toEqual([]);
    expect(sizeProblems('api/a.ts', lines(MAX_LINES + 1), 140)).toEqual([{ file: 'api/a.ts', rule: 'lines', size: MAX_LINES + 1 }]);
    expect(sizeProblems('locales/ru/common.json', lines(MAX_LINES + 1), 140)).toEqual([]);
  });

  it('a line over the width, by its characters, not its bytes or a Windows line end', () => {
    expect(lineWidth('₽ёщ')).toBe(3);
    const source = ['short', 'x'.repeat(10), 'ё'.repeat(10), `${'x'.repeat(10)}\r`, 'x'.repeat(11)].join('\n');
    expect(sizeProblems('app/a.tsx', source, 10)).toEqual([{ file: 'app/a.tsx', line: 5, rule: 'width', size: 11 }]);
    expect(sizeProblems('locales/de/errors.json', source, 10)).toEqual([]);
  });

  it('says where, how long and the most allowed', () => {
    expect(describeProblem({ file: 'api/a.ts', rule: 'lines', size: 312 }, 140)).toBe(`api/a.ts: 312 lines (at most ${MAX_LINES})`);
    expect(describeProblem({ file: 'api/a.ts', line: 7, rule: 'width', size: 151 }, 140)).toBe('api/a.ts:7: 151 characters (at most 140)');
  });
});
