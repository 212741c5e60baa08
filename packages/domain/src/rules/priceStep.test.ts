import { describe, expect, it } from 'vitest';
import { priceStepTable } from './limits';
import { priceStep, roundToStep } from './priceStep';

describe('priceStep', () => {
  it.each([
    [0, 500],
    [1, 500],
    [500, 500],
    [501, 1000],
    [4000, 1000],
    [4001, 2500],
    [10_000, 2500],
    [10_001, 5000],
    [20_000, 5000],
    [20_001, 10_000],
    [50_000, 10_000],
    [50_001, 25_000],
    [100_000, 25_000],
    [100_001, 50_000],
    [200_000, 50_000],
    [200_001, 100_000],
    [500_000, 100_000],
    [500_001, 100_000],
    [5_000_000, 100_000],
  ])('%d steps by %d', (value, step) => {
    expect(priceStep(value)).toBe(step);
  });

  it('reads every row of the table at its limit', () => {
    for (const [limit, step] of priceStepTable) expect(priceStep(limit)).toBe(step);
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest step by default', () => {
    expect(roundToStep(3400)).toBe(3000);
    expect(roundToStep(3500)).toBe(4000);
    expect(roundToStep(12_400)).toBe(10_000);
    expect(roundToStep(12_600)).toBe(15_000);
  });

  it('rounds the lower handle down and the upper handle up', () => {
    expect(roundToStep(7300, 'down')).toBe(5000);
    expect(roundToStep(7300, 'up')).toBe(7500);
    expect(roundToStep(130_000, 'down')).toBe(100_000);
    expect(roundToStep(130_000, 'up')).toBe(150_000);
  });

  it('keeps values already on a step', () => {
    expect(roundToStep(7500, 'up')).toBe(7500);
    expect(roundToStep(7500, 'down')).toBe(7500);
  });

  it('never goes below zero', () => {
    expect(roundToStep(-100)).toBe(0);
    expect(roundToStep(0)).toBe(0);
    expect(roundToStep(Number.NaN)).toBe(0);
  });
});
