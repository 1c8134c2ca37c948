import { describe, expect, it } from 'vitest';
import { FISCAL_PROBLEMS, type FiscalProblemCode } from '../api/contract/fiscal';
import { NOTICES } from '../api/contract/notices';
import { REFUSALS, type RefusalCode } from '../api/contract/refusals';
import { keysText, type KeysState } from '../api/domain/keys';
import { ITEM_STATUSES, JOB_STATUSES } from '../api/contract/order-states';
import { itemStatusText, JOB_STATUS_TEXT, PAY_STATUS_TEXT } from '../api/domain/order-rules';
import { fiscalProblemText, noticeText, refusalText } from '../api/domain/refusal-text';
import { TIRE_PROFILE_CODES } from '../api/seed/reference/tire';
import { VEHICLE_CLASSES } from '../api/seed/reference/vehicles';
import { languageInstances } from './test-languages';

/**
 * docs/decisions/014-codes-beside-texts.md: the screens say every code the API sends from the
 * locales. Each code has its text in every language, and the Russian locale says exactly
 * what the API says in `details`, so Russian readers see no change.
 */
const instances = languageInstances();

/** Values for a template's `{{name}}`s: a code where the name is a code parameter, Latin text otherwise. */
function sampleParams(template: string): Record<string, string | number> {
  const codes: Record<string, string> = { status: 'in_progress', unit: 'minutes', source: 'first' };
  return Object.fromEntries(
    [...template.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [name!, codes[name!] ?? (name === 'sum' ? '1 250 ₽' : 7)]),
  );
}

const say = (lng: string, key: string, params?: object) => {
  const t = instances.get(lng)!.t;
  return t(key, { ...params, defaultValue: `MISSING ${key}` });
};
const cyrillic = /[А-Яа-яЁё]/;

describe('codes the API sends, in the locales', () => {
  it('says every refusal in every language; Russian word for word as the API details', () => {
    for (const code of Object.keys(REFUSALS) as RefusalCode[]) {
      const params = sampleParams(REFUSALS[code]);
      expect(say('ru', `errors:api.${code}`, params), code).toBe(refusalText({ code, params }));
      for (const lng of ['en', 'fr', 'de']) expect(say(lng, `errors:api.${code}`, params), `${lng} ${code}`).not.toMatch(cyrillic);
    }
  });

  it('says every notice in every language; Russian word for word as the API details', () => {
    for (const code of Object.keys(NOTICES) as Array<keyof typeof NOTICES>) {
      const params = sampleParams(NOTICES[code]);
      expect(say('ru', `common:notice.${code}`, params), code).toBe(noticeText({ code, params }));
      for (const lng of ['en', 'fr', 'de']) expect(say(lng, `common:notice.${code}`, params), `${lng} ${code}`).not.toMatch(cyrillic);
    }
  });

  it('says why a fiscal receipt is not issued in every language; Russian word for word as the API', () => {
    for (const code of Object.keys(FISCAL_PROBLEMS) as FiscalProblemCode[]) {
      const params = sampleParams(FISCAL_PROBLEMS[code]);
      expect(say('ru', `common:fiscal.problem.${code}`, params), code).toBe(fiscalProblemText({ code, params }));
      for (const lng of ['en', 'fr', 'de'])
        expect(say(lng, `common:fiscal.problem.${code}`, params), `${lng} ${code}`).not.toMatch(cyrillic);
    }
  });

  it('says the statuses, keys, vehicle classes and tyre profiles; Russian as the API texts', () => {
    const pairs: Array<[string, string, object?]> = [
      ...JOB_STATUSES.map((s): [string, string] => [`status.job.${s}`, JOB_STATUS_TEXT[s]]),
      ...([1, 2, 3, 4] as const).map((s): [string, string] => [`status.pay.${s}`, PAY_STATUS_TEXT[s]]),
      ...(['waiting', ...ITEM_STATUSES] as const).map((s): [string, string] => [
        `status.item.${s}`,
        s === 'waiting' ? itemStatusText('waiting', 'active') : itemStatusText('in_progress', s),
      ]),
      ...(['cell', 'client', 'returned'] as KeysState[]).map((s): [string, string, object] => [
        `keysState.${s}`,
        keysText(s, 5),
        { cell: 5 },
      ]),
      ...VEHICLE_CLASSES.map((c): [string, string] => [`catalogue.class.${c.code}`, c.name]),
      ...Object.entries(TIRE_PROFILE_CODES).map(([name, code]): [string, string] => [`catalogue.profile.${code}`, name]),
    ];
    for (const [key, russian, params] of pairs) {
      expect(say('ru', key, params), key).toBe(russian);
      for (const lng of ['en', 'fr', 'de']) expect(say(lng, key, params), `${lng} ${key}`).not.toMatch(cyrillic);
    }
  });
});
