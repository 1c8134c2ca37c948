import { describe, expect, it } from 'vitest';
import { linesMatching, screenSources } from '~/test/source-files';

/**
 * The screens decide nothing about an order's rules: what may be done comes from the API's
 * flags (`can_…`, `cancel_asks_first`, `start_refusal_code`). A status value is compared in one
 * module only, app/components/orders/status-display.ts, to choose how a line looks.
 */
const STATUS_VALUE = `'(?:waiting|in_progress|done|canceled|active)'`;
const STATUS_FIELD = `\\b(?:job_status|job_status_shown|pay_status|jobStatus|payStatus)\\b`;
const COMPARISON = new RegExp(
  [
    `[!=]==?\\s*${STATUS_VALUE}`,
    `${STATUS_VALUE}\\s*[!=]==?`,
    `case ${STATUS_VALUE}`,
    `${STATUS_FIELD}\\)?\\s*(?:[!=]==?|[<>]=?)`,
    `(?:[!=]==?|[<>]=?)\\s*[\\w.?]*${STATUS_FIELD}`,
    `PAY_STATUS\\.\\w+\\s*[!=]=`,
    `[!=]==?\\s*PAY_STATUS`,
    `\\.includes\\([\\w.?]*${STATUS_FIELD}`,
  ].join('|'),
);
const DISPLAY_MODULE = 'app/components/orders/status-display.ts';

describe('the screens compare no status values', () => {
  it('finds a comparison where one is written (the scan itself works)', () => {
    const sample = (line: string) => linesMatching([{ path: 'x.tsx', lines: [line] }], COMPARISON);
    expect(sample("{o.job_status === 'in_progress' ? <Complete /> : null}")).toHaveLength(1);
    expect(sample('paid={order.pay_status === 3}')).toHaveLength(1);
    expect(sample("if (before.get(o.id) !== 'done') mark(o);")).toHaveLength(1);
    expect(sample("['done', 'canceled'].includes(order.job_status)")).toHaveLength(1);
    expect(sample('o.pay_status >= PAY_STATUS.paid')).toHaveLength(1);
    expect(sample('{o.can_be_completed ? <Complete /> : null}')).toHaveLength(0);
    expect(sample('<JobStatusBadge status={order.job_status} />')).toHaveLength(0);
  });

  it('outside the display module, app/ reads flags instead of comparing a status', () => {
    const files = screenSources().filter((f) => f.path !== DISPLAY_MODULE);
    expect(files.length).toBeGreaterThan(50);
    expect(linesMatching(files, COMPARISON)).toEqual([]);
  });
});
