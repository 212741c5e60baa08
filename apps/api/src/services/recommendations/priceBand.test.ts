import { describe, expect, it } from 'vitest';
import { bandAround, bandOfRange } from './priceBand';

describe('price bands', () => {
  it('reaches 30 % either side of a product price', () => {
    expect(bandAround(10_000)).toEqual({ min: 7000, max: 13_000 });
  });

  it('widens a looked-at range and takes one open end as both', () => {
    expect(bandOfRange(10_000, 20_000)).toEqual({ min: 7000, max: 26_000 });
    expect(bandOfRange(null, 5000)).toEqual({ min: 3500, max: 6500 });
    expect(bandOfRange(null, null)).toBeNull();
  });
});
