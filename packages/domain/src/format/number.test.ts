import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, groupSeparator, unitSeparator } from './number';

const g = '\u202F';

describe('formatNumber', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the narrow no-break space and a no-break unit space', () => {
    expect(groupSeparator).toBe('\u202F');
    expect(unitSeparator).toBe('\u00A0');
  });

  it('groups thousands in 4-, 5- and 7-digit numbers', () => {
    expect(formatNumber(1000)).toBe(`1${g}000`);
    expect(formatNumber(9999)).toBe(`9${g}999`);
    expect(formatNumber(12990)).toBe(`12${g}990`);
    expect(formatNumber(1234567)).toBe(`1${g}234${g}567`);
    expect(formatNumber(999)).toBe('999');
  });

  it('prints zero, negatives and a decimal comma', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(-4500)).toBe(`-4${g}500`);
    expect(formatNumber(-1234567)).toBe(`-1${g}234${g}567`);
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(1234.567)).toBe(`1${g}234,57`);
  });

  it('honours a fixed number of fraction digits', () => {
    expect(formatNumber(12.5, { fractionDigits: 2 })).toBe('12,50');
    expect(formatNumber(12.499, { fractionDigits: 0 })).toBe('12');
    expect(formatNumber(1000, { fractionDigits: 2 })).toBe(`1${g}000,00`);
  });

  it('passes non-finite values through', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it.each([
    ['U+00A0 and U+2212 (older ICU)', '\u00A0', '\u2212'],
    ['U+202F and hyphen-minus (newer ICU)', '\u202F', '-'],
    ['plain space', ' ', '-'],
  ])('prints the same whatever separators ICU gives: %s', (_name, group, minus) => {
    vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts').mockReturnValue([
      { type: 'minusSign', value: minus },
      { type: 'integer', value: '1' },
      { type: 'group', value: group },
      { type: 'integer', value: '234' },
      { type: 'group', value: group },
      { type: 'integer', value: '567' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '5' },
    ]);
    expect(formatNumber(-1234567.5)).toBe(`-1${g}234${g}567,5`);
  });
});
