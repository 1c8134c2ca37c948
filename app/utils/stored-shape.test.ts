import { describe, expect, it } from 'vitest';
import { isId, isListOf, isNullOr, isShape, isText } from './stored-shape';
import { defaultUiSettings, parseUiSettings } from './ui-settings';

describe('checks of what the browser stored itself', () => {
  const isLine = isShape({ serviceId: isId, radiusId: isNullOr(isId), name: isText(5) });

  it('takes a draft of the shape it wrote', () => {
    expect(isListOf(isLine, 2)([{ serviceId: 3, radiusId: null, name: 'мойка' }])).toBe(true);
  });

  it('drops anything else: a wrong type, a field missing, too long, too many, not an object', () => {
    expect(isLine({ serviceId: '3', radiusId: null, name: 'x' })).toBe(false);
    expect(isLine({ serviceId: 0, radiusId: null, name: 'x' })).toBe(false);
    expect(isLine({ serviceId: 2 ** 31, radiusId: null, name: 'x' })).toBe(false);
    expect(isLine({ serviceId: 3, name: 'x' })).toBe(false);
    expect(isLine({ serviceId: 3, radiusId: null, name: 'шесть!' })).toBe(false);
    expect(
      isListOf(
        isLine,
        1,
      )([
        { serviceId: 3, radiusId: 1, name: 'a' },
        { serviceId: 4, radiusId: 1, name: 'b' },
      ]),
    ).toBe(false);
    expect(isLine(null)).toBe(false);
    expect(isLine([])).toBe(false);
  });
});

describe('the UI settings of a cookie or a pending save', () => {
  it('keeps each valid choice and puts the default in place of the others', () => {
    expect(parseUiSettings({ theme: 'dark', dir: 'sideways', rounded: true, shadows: 'yes' })).toEqual({
      ...defaultUiSettings,
      theme: 'dark',
      rounded: true,
    });
    expect(parseUiSettings({})).toEqual(defaultUiSettings);
  });

  it('refuses what is not an object', () => {
    expect(parseUiSettings('dark')).toBeUndefined();
    expect(parseUiSettings(null)).toBeUndefined();
    expect(parseUiSettings([true])).toBeUndefined();
  });
});
