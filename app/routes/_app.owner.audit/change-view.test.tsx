// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { auditNameKinds } from '#contract/audit-kinds';
import type { AuditNames } from '#contract/owner-audit';
import { russian } from '~/test/i18n';
import { ChangeView } from './change-view';

/** One side of an audited change as the owner reads it in «Журнал изменений». */
afterEach(cleanup);

const noNames = Object.fromEntries(auditNameKinds.map((k) => [k, {}])) as unknown as AuditNames;
const shown = (value: unknown) =>
  render(
    <I18nextProvider i18n={russian()}>
      <ChangeView value={value} names={noNames} />
    </I18nextProvider>,
  ).container.textContent!.replace(/\s+/g, ' ');

describe("a payment's method switch in the audit log", () => {
  it('says the sum and the method, not the payment number, and no fuel card where there is none', () => {
    const before = shown({ payment_id: 176, sum: 1700, method: 'cash', fuel_card_name: null });
    expect(before).toMatch(/сумма: 1 700 ₽/);
    expect(before).toMatch(/Наличные/);
    expect(before).not.toMatch(/176|платёж|топливная карта/);
    expect(shown({ payment_id: 176, sum: 1700, method: 'fuel', fuel_card_name: 'petrol' })).toMatch(/топливная карта: .*Петрол/);
  });
});
