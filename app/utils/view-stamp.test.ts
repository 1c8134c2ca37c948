import { describe, expect, it } from 'vitest';
import { viewStamp } from './view-stamp';

describe('viewStamp', () => {
  it('is the same whatever order the keys were written in', () => {
    expect(viewStamp({ a: 1, b: { c: [1, 2], d: null } })).toBe(viewStamp({ b: { d: null, c: [1, 2] }, a: 1 }));
  });

  it('differs when a value, an array order or a nested key differs', () => {
    const base = viewStamp({ state: 'waiting', queue: { ahead: 2 }, services: ['a', 'b'] });
    expect(viewStamp({ state: 'in_progress', queue: { ahead: 2 }, services: ['a', 'b'] })).not.toBe(base);
    expect(viewStamp({ state: 'waiting', queue: { ahead: 1 }, services: ['a', 'b'] })).not.toBe(base);
    expect(viewStamp({ state: 'waiting', queue: { ahead: 2 }, services: ['b', 'a'] })).not.toBe(base);
    expect(viewStamp({ state: 'waiting', queue: null, services: ['a', 'b'] })).not.toBe(base);
  });

  it('takes a missing key and an undefined one alike, as JSON does', () => {
    expect(viewStamp({ a: 1, b: undefined })).toBe(viewStamp({ a: 1 }));
  });
});
