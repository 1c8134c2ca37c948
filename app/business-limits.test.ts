import { describe, expect, it } from 'vitest';
import { linesMatching, screenSources } from '~/test/source-files';

/**
 * The screens write no business limit of their own (docs/screens.md 'The limits come from the
 * contract'): a field's length, a number's bounds and a new row's starting values are read from
 * the contract (api/contract) by the loader (app/utils/form-constraints.server.ts `constraintOf`)
 * and the action parses the form with the same schema. What is looked for, in app/ outside tests:
 *
 * - a control's bound written as a number: `maxLength={40}`, `min={0}`, `max={100}`, `step={5}`
 *   (any number: the owner's forms read even 0 and 1 from the contract);
 * - a bound in an object of a control's props: `maxLength: 40`;
 * - a default after `??` other than 0: `?? 30`, `?? 1` (`?? 0` is a sum's or a count's nothing,
 *   not a rule: `(s.difference ?? 0) < 0`);
 * - a zod bound written as a number: `.max(2000)`, `.min(3)`, `.length(4)`, `wholeNumber(0, 100)`;
 *   `.min(0)` and `.min(1)` are allowed (a text or a list that is not empty: the form's own
 *   shape, not the business's). `Math.max(…)` and `Math.min(…)` are arithmetic, not zod.
 *
 * A technical bound that is no business rule has a name where it belongs instead
 * (`LOCAL_PATH_MAX` of app/utils/redirect.ts, `PAGE_SIZE` of the lists).
 */
const NUMBER = String.raw`-?\d[\d_]*`;
const LIMIT = new RegExp(
  [
    String.raw`\b(?:maxLength|minLength|min|max|step)=\{\s*${NUMBER}\s*\}`,
    String.raw`\b(?:maxLength|minLength)\s*:\s*${NUMBER}`,
    String.raw`\?\?\s*(?:[1-9][\d_]*|0[\d_]+)\b`,
    String.raw`(?<!\bMath)\.(?:max|min|length|gte|lte|gt|lt|multipleOf)\(\s*(?!(?:0|1)\s*[,)])${NUMBER}`,
    String.raw`\bwholeNumber\(\s*${NUMBER}`,
  ].join('|'),
);

describe('the screens write no business limit', () => {
  it('finds a limit where one is written (the scan itself works)', () => {
    const sample = (line: string) => linesMatching([{ path: 'x.tsx', lines: [line] }], LIMIT);
    expect(sample('          maxLength={40}')).toHaveLength(1);
    expect(sample('        min={0}')).toHaveLength(1);
    expect(sample('        max={9999}')).toHaveLength(1);
    expect(sample('<input type="number" min={1} />')).toHaveLength(1);
    expect(sample("{text('login', t('owner.accounts.login'), { maxLength: 40, required: true })}")).toHaveLength(1);
    expect(sample('        defaultValue={worker?.commission_percent ?? 30}')).toHaveLength(1);
    expect(sample("  contract_text: z.string().trim().max(2000).optional().default(''),")).toHaveLength(1);
    expect(sample('  phone: z.string().trim().min(3).max(30),')).toHaveLength(1);
    expect(sample('  commission_percent: wholeNumber(0, 100),')).toHaveLength(1);
    expect(sample('  code: z.string().length(4),')).toHaveLength(1);
    expect(sample('  page: fromDigits(wholeNumber(1, 100_000)).catch(1),')).toHaveLength(1);
    // What is not a limit written by hand.
    expect(sample('          {...textLimits(limits.name)}')).toHaveLength(0);
    expect(sample('        max={limits.order_id?.max}')).toHaveLength(0);
    expect(sample('const typedSum = z.string().trim().min(1);')).toHaveLength(0);
    expect(sample('{formatMoney(s.difference ?? 0)}')).toHaveLength(0);
    expect(sample('const pages = Math.max(1, Math.ceil(total / pageSize));')).toHaveLength(0);
    expect(sample('        defaultValue={worker?.commission_percent ?? newWorker.commission_percent}')).toHaveLength(0);
    // A comment may name a number.
    expect(sample('// the API takes at most maxLength={40}')).toHaveLength(0);
  });

  it('app/ reads every limit from the contract', () => {
    const files = screenSources();
    expect(files.length).toBeGreaterThan(50);
    expect(linesMatching(files, LIMIT)).toEqual([]);
  });
});
