import { describe, expect, it } from 'vitest';
import { formatNumber, groupSeparator, unitSeparator } from './number';

const g = '\u202F';

describe('formatNumber', () => {
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

  it('rounds the shortest decimal form half away from zero, as ICU does', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(formatNumber(-2.675)).toBe('-2,68');
    expect(formatNumber(999.995)).toBe(`1${g}000`);
    expect(formatNumber(0.5, { fractionDigits: 0 })).toBe('1');
    expect(formatNumber(5e-7)).toBe('0');
    expect(formatNumber(1e21)).toBe(`1${g}000${g}000${g}000${g}000${g}000${g}000${g}000`);
  });

  // The reference: ICU's ru-RU format, its separators replaced by ours.
  const icuFormats = new Map<number | undefined, Intl.NumberFormat>();
  function icu(value: number, fractionDigits?: number): string {
    let format = icuFormats.get(fractionDigits);
    if (!format) {
      format = new Intl.NumberFormat('ru-RU', { useGrouping: true, minimumFractionDigits: fractionDigits ?? 0, maximumFractionDigits: fractionDigits ?? 2 });
      icuFormats.set(fractionDigits, format);
    }
    const printed = format
      .formatToParts(value)
      .map((part) => (part.type === 'group' ? g : part.type === 'minusSign' ? '-' : part.type === 'decimal' ? ',' : part.value))
      .join('');
    return /^-0(?:,0+)?$/.test(printed) ? printed.slice(1) : printed;
  }

  it('prints what ICU prints for many values', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const values = [0, 1, 9.995, 0.125, 0.005, 1234.5, 10.015, 99999.999, 123456789.123];
    for (let i = 0; i < 3000; i += 1) {
      const scale = 10 ** Math.floor(random() * 9);
      values.push(Math.round((random() - 0.3) * scale * 1000) / 1000, (random() - 0.5) * scale);
    }
    for (const value of values) {
      expect(formatNumber(value)).toBe(icu(value));
      expect(formatNumber(value, { fractionDigits: 0 })).toBe(icu(value, 0));
      expect(formatNumber(value, { fractionDigits: 2 })).toBe(icu(value, 2));
    }
  });
});
