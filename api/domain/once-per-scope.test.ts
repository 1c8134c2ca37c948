import { describe, expect, it } from 'vitest';
import { oncePerScope } from './once-per-scope';

describe('work done once per scope', () => {
  it('works a key out once within a scope, again in another scope, and every time without one', () => {
    const memo = oncePerScope<string, number>();
    let made = 0;
    const make = () => (made += 1);
    const page = {};
    expect([memo.get(page, 'token', make), memo.get(page, 'token', make)]).toEqual([1, 1]);
    expect(memo.get(page, 'other', make)).toBe(2);
    expect(memo.get({}, 'token', make)).toBe(3);
    expect([memo.get(undefined, 'token', make), memo.get(undefined, 'token', make)]).toEqual([4, 5]);
  });

  it('works it out again after the scope is forgotten', () => {
    const memo = oncePerScope<string, number>();
    let made = 0;
    const page = {};
    memo.get(page, 'token', () => (made += 1));
    memo.forget(page);
    expect(memo.get(page, 'token', () => (made += 1))).toBe(2);
  });
});
