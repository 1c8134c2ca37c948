import { describe, expect, it } from 'vitest';
import { withoutNul } from './without-nul.server';

describe('withoutNul', () => {
  it('leaves a page without NUL bytes as it is', () => {
    const page = Buffer.from('<a aria-label="Изменить №197">Изменить</a>');
    expect(withoutNul(page)).toBe(page);
  });

  it('takes out the stray bytes React 18 leaves at its buffer ends, whatever their number and place', () => {
    const word = Buffer.from('Изменить');
    const split = Buffer.concat([word.subarray(0, 10), Buffer.from([0]), word.subarray(10), Buffer.from([0, 0])]);
    expect(withoutNul(Buffer.concat([Buffer.from([0]), split])).toString('utf8')).toBe('Изменить');
  });
});
