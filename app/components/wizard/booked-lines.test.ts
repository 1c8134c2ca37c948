import { describe, expect, it } from 'vitest';
import { washLine as wash } from '~/test/selected-line-fixture';
import { withBookedLines } from './booked-lines';
import type { SelectedLine } from './wizard-selection';

const tire = (serviceId: number, radiusId: number): SelectedLine => ({
  serviceId,
  isWash: false,
  radiusId,
  profileId: 1,
  quantity: 1,
  name: `tire ${serviceId}`,
});

/** An order already taken whose booking arrived with it: its own lines, then the booked ones it lacks. */
describe('the booked services beside an order’s own lines', () => {
  it('adds only the booked services the order does not hold, keeping its own quantities', () => {
    expect(withBookedLines([wash(1, 3)], [wash(1), wash(2)])).toEqual([wash(1, 3), wash(2)]);
  });

  it('counts a tyre service held at another size as held, and a wash and a tyre service of one id apart', () => {
    expect(withBookedLines([tire(5, 16)], [tire(5, 17), wash(5)])).toEqual([tire(5, 16), wash(5)]);
  });

  it('starts from the booked services alone for an order with no lines', () => {
    expect(withBookedLines([], [wash(2), tire(5, 16)])).toEqual([wash(2), tire(5, 16)]);
  });
});
