import { describe, expect, it } from 'vitest';
import { noticeText, refusalText } from './refusal-text';

describe("the API's Russian details", () => {
  it('print a name with its own «» inside the template’s with the inner quotes, as the screens do', () => {
    expect(refusalText({ code: 'car_already_in_group', params: { group: 'ЖК «Событие»' } })).toBe('Машина уже в группе «ЖК „Событие“»');
    expect(noticeText({ code: 'car_added_to_group', params: { group: 'ЖК «Событие»' } })).toBe('Машина добавлена в группу «ЖК „Событие“»');
    // A name without quotes of its own goes in as it is.
    expect(refusalText({ code: 'car_already_in_group', params: { group: 'Такси' } })).toBe('Машина уже в группе «Такси»');
  });
});
