import { describe, expect, it } from 'vitest';
import { refuseReopen } from './order-rules';
import { refusalText } from './refusal-text';

/** A change after which the client would owe more is refused on an order whose money is all in (`refuseReopen`). */
describe('a paid-up order is not reopened', () => {
  const paid = { paySum: 0, netPaid: 50_000, isPayByContract: false };

  it('a fully paid order is refused a change that makes something due, and only that', () => {
    expect(refusalText(refuseReopen(paid, { paySum: 20_000 })!)).toMatch(/^Заказ уже оплачен: .*к оплате стало бы ещё 200\s₽/);
    expect(refuseReopen({ ...paid, paySum: 5_000 }, { paySum: 20_000 })).toBeUndefined();
    expect(refuseReopen({ ...paid, netPaid: 0 }, { paySum: 20_000 })).toBeUndefined();
    expect(refuseReopen(paid, { paySum: 0 })).toBeUndefined();
  });

  it('a contract order holding desk money is refused leaving the contract in its own words, not as «оплачен»', () => {
    const refused = refuseReopen({ ...paid, netPaid: 10_000, isPayByContract: true }, { paySum: 530_000 })!;
    expect(refused.code).toBe('change_leaves_contract_money_held');
    expect(refusalText(refused)).toMatch(
      /^Заказ по договору, а на кассе за него уже получены деньги: без договора к оплате стало бы ещё 5\s300\s₽/,
    );
    // With the money given back first, the order may leave the contract.
    expect(refuseReopen({ ...paid, netPaid: 0, isPayByContract: true }, { paySum: 530_000 })).toBeUndefined();
  });
});
