// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '#contract/orders';
import { i18nConfig } from '~/i18n';
import { nestedQuotes } from '~/nested-quotes';
import { russian } from '~/test/i18n';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import { useApiTexts } from './api-texts';

afterEach(cleanup);

/** The screens' words in English, as a reader who chose EN sees them. */
function english() {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(nestedQuotes)
    .init({ ...i18nConfig, lng: 'en', resources: { en: { common, errors } }, initImmediate: false });
  return instance;
}

/** The discount's reason as the cashier's page says it, in a language. */
function reasonOf(order: Pick<Order, 'discount_source' | 'discount_reason' | 'manual_reason'>, i18n = english()) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useApiTexts(), { wrapper }).result.current.discountReason(order);
}

describe('the reason of the discount in force, as the cashier reads it', () => {
  it("names the cashier's discount without words, a regular client, a first order in the reader's language, not the API's Russian", () => {
    // The API's reason of a manual discount the cashier gave no words for.
    expect(reasonOf({ discount_source: 'manual', discount_reason: 'Скидка кассира', manual_reason: '' })).toBe('Cashier discount');
    expect(reasonOf({ discount_source: 'manual', discount_reason: 'Скидка кассира', manual_reason: '' }, russian())).toBe('Скидка кассира');
    expect(reasonOf({ discount_source: 'loyalty', discount_reason: 'Скидка постоянного клиента', manual_reason: '' })).toBe(
      'Regular client discount',
    );
    expect(reasonOf({ discount_source: 'first', discount_reason: 'Первый раз', manual_reason: '' })).toBe('First time');
  });

  it("keeps the cashier's own reason and a group's name as they were typed, and says nothing without a discount", () => {
    expect(reasonOf({ discount_source: 'manual', discount_reason: 'ЖК Символ', manual_reason: 'ЖК Символ' })).toBe('ЖК Символ');
    expect(reasonOf({ discount_source: 'group', discount_reason: 'Такси', manual_reason: '' })).toBe('Такси');
    expect(reasonOf({ discount_source: 'none', discount_reason: '', manual_reason: '' })).toBe('');
  });

  it("says «Другое» of the cashier's own words in the reader's language, the words as typed", () => {
    const own = {
      discount_source: 'manual',
      discount_reason: 'Другое: Regular customer',
      manual_reason: 'Другое: Regular customer',
    } as const;
    expect(reasonOf(own)).toBe('Other: Regular customer');
    expect(reasonOf(own, russian())).toBe('Другое: Regular customer');
    expect(reasonOf({ ...own, manual_reason: 'Другое:' })).toBe('Other');
  });
});
