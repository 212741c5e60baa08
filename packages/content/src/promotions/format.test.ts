import { describe, expect, it } from 'vitest';
import { countdown, formatPromotionDate, offsetMinutes } from './format';

describe('promotion dates', () => {
  it('reads the tenant zone label', () => {
    expect(offsetMinutes('UTC+3:00')).toBe(180);
    expect(offsetMinutes('UTC+6:00')).toBe(360);
    expect(offsetMinutes('UTC-2:30')).toBe(-150);
    expect(offsetMinutes('Moscow')).toBe(0);
  });

  it('formats the end date as seen in the storefront zone', () => {
    expect(formatPromotionDate('2026-11-30T22:30:00.000Z', 'UTC+3:00')).toBe('1 декабря 2026 г.');
    expect(formatPromotionDate('2026-11-30T20:00:00.000Z', 'UTC+3:00')).toBe('30 ноября 2026 г.');
    expect(formatPromotionDate('not a date', 'UTC+3:00')).toBe('');
  });

  it('counts down to the counter end and stops at zero', () => {
    const now = Date.parse('2026-11-24T00:00:00.000Z');
    expect(countdown('2026-11-26T03:04:05.000Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(countdown('2026-11-23T00:00:00.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
