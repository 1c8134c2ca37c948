import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accept-encoding';

const accepted = (header: string | undefined) => [...acceptedEncodings(header)].sort();

describe('acceptedEncodings', () => {
  it("reads a browser's list, any case and spacing, weights included", () => {
    expect(accepted('gzip, deflate, br, zstd')).toEqual(['br', 'deflate', 'gzip', 'zstd']);
    expect(accepted(' GZip ;q=0.5 ,br;q=1.0')).toEqual(['br', 'gzip']);
    expect(accepted('gzip;q=0.001')).toEqual(['gzip']);
  });

  it('leaves out a coding refused with a zero weight', () => {
    expect(accepted('br;q=0, gzip')).toEqual(['gzip']);
    expect(accepted('gzip;q=0.000, br;q=0.')).toEqual([]);
  });

  it('leaves out a coding whose weight is no weight: a client that cannot say it takes one is answered plain', () => {
    expect(accepted('br;q=-1, gzip;q=abc, deflate;q=1.5, zstd;q=0.0001')).toEqual([]);
    expect(accepted('gzip;q=, br')).toEqual(['br']);
  });

  it('accepts nothing from no header or an empty one', () => {
    expect(accepted(undefined)).toEqual([]);
    expect(accepted('')).toEqual([]);
    expect(accepted(' , ;q=1')).toEqual([]);
  });
});
