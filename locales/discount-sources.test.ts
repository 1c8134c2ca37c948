import { describe, expect, it } from 'vitest';
import { orderSchema } from '../api/contract/orders';
import { discountSourceSchema } from '../api/contract/reports';
import { DISCOUNT_REASON_TEXT } from '../api/domain/discounts';
import { noticeText, refusalText } from '../api/domain/refusal-text';
import { supportedLanguages } from '../app/i18n';
import { languageInstances } from './test-languages';

/**
 * Every source of a discount (the contract's `discount_source`: the cashier's, a group, a
 * regular client, a first order, and any added later) has its words in every language wherever
 * a screen names it: the step 3 badge, the cashier's page (the reason the API names by code),
 * the report's discounts by source, the audit log, and the refusal and notice that name the
 * discount in force. Only a group's name and the cashier's own reason stay as typed.
 */
const instances = languageInstances();

const MISSING = 'MISSING';
const say = (lng: string, key: string, params?: object) => instances.get(lng)!.t(key, { ...params, defaultValue: MISSING });
const cyrillic = /[А-Яа-яЁё]/;
const others = supportedLanguages.filter((l) => l !== 'ru');

/** The sources of an order's discount; 'none' is no discount, said nowhere but in the audit log. */
const sources = orderSchema.shape.discount_source.options.filter((s) => s !== 'none');
/** A group is named by its own name; every other source's reason is a code the screens translate. */
const coded = sources.filter((s) => s !== 'group');

describe('the sources of a discount, in every language', () => {
  it('the report counts every source an order may have', () => {
    expect([...discountSourceSchema.options].sort()).toEqual([...sources].sort());
  });

  it('the badge, the report and the audit log name every source in every language', () => {
    const keys = [
      ...sources.flatMap((s) => [`wizard.discountSource.${s}`, `reports.sources.${s}`]),
      ...orderSchema.shape.discount_source.options.map((s) => `owner.audit.sources.${s}`),
    ];
    for (const key of keys) {
      for (const lng of supportedLanguages) expect(say(lng, key), `${lng} ${key}`).not.toBe(MISSING);
      for (const lng of others) expect(say(lng, key), `${lng} ${key}`).not.toMatch(cyrillic);
    }
  });

  it("a reason named by its source (the cashier's without words, a regular client, a first order) is said in every language", () => {
    expect(Object.keys(DISCOUNT_REASON_TEXT).sort()).toEqual([...coded].sort());
    for (const source of coded) {
      expect(say('ru', `discountReason.${source}`), source).toBe(DISCOUNT_REASON_TEXT[source]);
      for (const lng of others) {
        expect(say(lng, `discountReason.${source}`), `${lng} ${source}`).not.toBe(MISSING);
        expect(say(lng, `discountReason.${source}`), `${lng} ${source}`).not.toMatch(cyrillic);
      }
    }
  });

  it('the refusal of a lower discount and the notice of a group that leaves the discount name every such source in every language', () => {
    for (const source of coded) {
      const params = { percent: 15, requested: 10, group: 'Taxi', source };
      expect(say('ru', 'errors:api.discount_lower_source', params)).toBe(refusalText({ code: 'discount_lower_source', params }));
      expect(say('ru', 'common:notice.car_added_to_group_kept_source', params)).toBe(
        noticeText({ code: 'car_added_to_group_kept_source', params }),
      );
      for (const lng of others) {
        expect(say(lng, 'errors:api.discount_lower_source', params), `${lng} ${source}`).not.toMatch(cyrillic);
        expect(say(lng, 'common:notice.car_added_to_group_kept_source', params), `${lng} ${source}`).not.toMatch(cyrillic);
      }
    }
  });
});
