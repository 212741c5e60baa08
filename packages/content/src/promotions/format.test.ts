import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdown, formatPromotionDate, offsetMinutes } from './format';

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

describe('S3.7.75 the counter runs on the shop’s clock', () => {
  it('measures how far the shopper’s clock is from the server’s, at the middle of the round trip', () => {
    // Local clock 5 minutes behind: sent at 1 000, answered at 1 200, the server said 301 100.
    expect(clockOffsetMs(301_100, 1_000, 1_200)).toBe(300_000);
    expect(clockOffsetMs(1_100, 1_000, 1_200)).toBe(0);
    // With the offset, a promotion ending in 5 minutes of server time is not shown as 10.
    expect(countdown(new Date(600_000).toISOString(), 0 + clockOffsetMs(300_000, 0, 0)).minutes).toBe(5);
  });
});
