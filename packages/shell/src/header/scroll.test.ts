import { describe, expect, it } from 'vitest';
import { headerScrollOffsets, initialMobileHeaderState, nextMobileHeaderState, scrollPositionAt } from './scroll';

describe('header scroll offsets', () => {
  it('are the spec’s 56, 140, 28 and 0', () => {
    expect(Object.values(headerScrollOffsets)).toEqual([56, 140, 28, 0]);
  });
});

describe('scrollPositionAt', () => {
  it('starts at the origin, passes the middle at half time and lands at 1000 ms', () => {
    expect(scrollPositionAt(0, 1000, 0)).toBe(0);
    expect(scrollPositionAt(0, 1000, 500)).toBe(500);
    expect(scrollPositionAt(0, 1000, 250)).toBeLessThan(250);
    expect(scrollPositionAt(0, 1000, 999)).toBeLessThan(1000);
    expect(scrollPositionAt(0, 1000, 1000)).toBe(1000);
    expect(scrollPositionAt(200, 100, 5000)).toBe(100);
  });
});

describe('nextMobileHeaderState', () => {
  const run = (...ys: number[]) => ys.reduce(nextMobileHeaderState, initialMobileHeaderState);

  it('is transparent at the top and shown', () => {
    expect(run(0)).toMatchObject({ hidden: false, transparent: true });
  });

  it('stays shown while scrolling down up to 100 px', () => {
    expect(run(50, 100)).toMatchObject({ hidden: false, transparent: false });
  });

  it('hides when scrolling down beyond 100 px and shows on scrolling up', () => {
    expect(run(50, 101)).toMatchObject({ hidden: true });
    expect(run(50, 400, 390)).toMatchObject({ hidden: false });
    expect(run(50, 400, 390, 395)).toMatchObject({ hidden: true });
  });
});
