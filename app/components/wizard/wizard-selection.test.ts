import { describe, expect, it } from 'vitest';
import { washLine as wash } from '~/test/selected-line-fixture';
import { quoteBodySchema, setLinesBodySchema } from '#contract/intake';
import { itemFixture, orderFixture } from '~/test/order-fixture';
import { isSelectionDraft, keyOf, quotedKey, quoteLines, selectionOf, type SelectedLine } from './wizard-selection';

const tyre = (serviceId: number, radiusId: number, profileId: number, quantity = 4): SelectedLine => ({
  serviceId,
  isWash: false,
  radiusId,
  profileId,
  quantity,
  name: `Шиномонтаж ${serviceId}`,
});

describe('the key of a selected line', () => {
  it('tells the same tyre service at two sizes apart, and a wash by its service alone', () => {
    expect(keyOf(tyre(5, 16, 1))).not.toBe(keyOf(tyre(5, 17, 1)));
    expect(keyOf(tyre(5, 16, 1))).not.toBe(keyOf(tyre(5, 16, 2)));
    expect(keyOf(tyre(5, 16, 1))).toBe(keyOf(tyre(5, 16, 1, 2)));
    expect(keyOf(wash(5))).not.toBe(keyOf(tyre(5, 16, 1)));
    expect(keyOf(wash(5))).toBe(keyOf(wash(5, 3)));
  });

  it('does not mix up ids that run together', () => {
    expect(keyOf({ serviceId: 1, radiusId: 23, profileId: null })).not.toBe(keyOf({ serviceId: 12, radiusId: 3, profileId: null }));
    expect(keyOf({ serviceId: 1, radiusId: null, profileId: 2 })).not.toBe(keyOf({ serviceId: 1, radiusId: 2, profileId: null }));
  });

  it("finds a quoted line's money for the line it was asked for", () => {
    const picked = [wash(3), tyre(5, 16, 1), tyre(5, 17, 1)];
    const quoted = quoteLines(picked);
    expect(quoted.map(quotedKey)).toEqual(picked.map(keyOf));
  });
});

describe('quoteLines: the selection as the API takes it', () => {
  it('keeps the order the master picked, with the fields of new-order/quote and new-order/lines', () => {
    const picked = [tyre(9, 16, 2, 4), wash(3, 2)];
    const lines = quoteLines(picked);
    expect(lines).toEqual([
      { service_id: 9, is_wash: false, quantity: 4, radius_id: 16, profile_id: 2 },
      { service_id: 3, is_wash: true, quantity: 2, radius_id: null, profile_id: null },
    ]);
    // What step 3 posts parses with the contract's own schemas, so the API sees what was picked.
    expect(quoteBodySchema.parse({ order_id: 1, lines }).lines).toEqual(lines);
    expect(setLinesBodySchema.parse({ order_id: 1, lines }).lines).toEqual(lines);
  });

  it('takes any iterable (the page keeps a Map) and an empty one', () => {
    const byKey = new Map([wash(1), wash(2)].map((l) => [keyOf(l), l]));
    expect(quoteLines(byKey.values()).map((l) => l.service_id)).toEqual([1, 2]);
    expect(quoteLines([])).toEqual([]);
  });
});

describe('selectionOf: the lines step 3 opens with', () => {
  it("takes the order's service lines with their sizes and quantities", () => {
    const order = orderFixture({
      items: [
        itemFixture({ order_item_id: 1, service_id: 3, name: 'Мойка кузова', quantity: 2 }),
        itemFixture({
          order_item_id: 2,
          service_id: 9,
          name: 'Балансировка',
          is_wash: false,
          kind: 'tire',
          radius_id: 16,
          profile_id: 2,
          quantity: 4,
        }),
      ],
    });
    expect(selectionOf(order)).toEqual([
      { serviceId: 3, isWash: true, radiusId: null, profileId: null, quantity: 2, name: 'Мойка кузова' },
      { serviceId: 9, isWash: false, radiusId: 16, profileId: 2, quantity: 4, name: 'Балансировка' },
    ]);
  });

  it('leaves out canceled lines, the parking line and lines without a service', () => {
    const order = orderFixture({
      items: [
        itemFixture({ order_item_id: 1, service_id: 3 }),
        itemFixture({ order_item_id: 2, service_id: 4, job_status: 'canceled', job_status_shown: 'canceled' }),
        itemFixture({ order_item_id: 3, service_id: null, name: 'Парковка', kind: 'parking', is_wash: false }),
        itemFixture({ order_item_id: 4, service_id: null, name: 'Услуга, убранная из каталога' }),
      ],
    });
    expect(selectionOf(order).map((l) => l.serviceId)).toEqual([3]);
  });

  it('keeps a done line: it is still part of the order', () => {
    const order = orderFixture({ items: [itemFixture({ service_id: 3, job_status: 'done', job_status_shown: 'done' })] });
    expect(selectionOf(order)).toHaveLength(1);
  });
});

describe('isSelectionDraft: a stored selection is used only as it was written', () => {
  const base = JSON.stringify([['3::', 1]]);
  const isDraft = isSelectionDraft(base);
  const draft = (lines: unknown, b: unknown = base) => ({ base: b, lines });

  it("takes a draft begun from the order's lines as they are now", () => {
    expect(isDraft(draft([wash(3, 2), tyre(5, 16, 1)]))).toBe(true);
    expect(isDraft(draft([]))).toBe(true);
  });

  it('drops a draft begun from other lines (the order changed meanwhile)', () => {
    expect(isDraft(draft([wash(3)], JSON.stringify([['3::', 2]])))).toBe(false);
    expect(isDraft({ lines: [wash(3)] })).toBe(false);
  });

  it('drops what is not a selection: other types, bad ids, quantities out of 1..99, long names, too many lines', () => {
    for (const value of [null, 'text', [], { base }, draft('lines'), draft({})]) expect(isDraft(value)).toBe(false);
    expect(isDraft(draft([{ ...wash(3), serviceId: 0 }]))).toBe(false);
    expect(isDraft(draft([{ ...wash(3), serviceId: '3' }]))).toBe(false);
    expect(isDraft(draft([{ ...wash(3), serviceId: 2 ** 31 }]))).toBe(false);
    expect(isDraft(draft([{ ...wash(3), isWash: 'yes' }]))).toBe(false);
    expect(isDraft(draft([{ ...tyre(5, 16, 1), radiusId: -1 }]))).toBe(false);
    expect(isDraft(draft([{ ...tyre(5, 16, 1), profileId: undefined }]))).toBe(false);
    expect(isDraft(draft([wash(3, 0)]))).toBe(false);
    expect(isDraft(draft([wash(3, 100)]))).toBe(false);
    expect(isDraft(draft([wash(3, 1.5)]))).toBe(false);
    expect(isDraft(draft([wash(3, 99)]))).toBe(true);
    expect(isDraft(draft([{ ...wash(3), name: 'я'.repeat(201) }]))).toBe(false);
    expect(isDraft(draft(Array.from({ length: 100 }, (_, i) => wash(i + 1))))).toBe(true);
    expect(isDraft(draft(Array.from({ length: 101 }, (_, i) => wash(i + 1))))).toBe(false);
  });

  it('survives the round trip through storage', () => {
    const kept = draft([wash(3, 2), tyre(5, 16, 1)]);
    expect(isDraft(JSON.parse(JSON.stringify(kept)))).toBe(true);
  });
});
