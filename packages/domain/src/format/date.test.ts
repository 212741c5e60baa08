import { describe, expect, it } from 'vitest';
import { defaultTimeZone, formatDate, parseUtcOffset } from './date';

// 21:30 UTC on 5 March is already 6 March in Moscow (UTC+3).
const lateEvening = new Date('2024-03-05T21:30:00Z');

describe('formatDate', () => {
  it('prints dd.MM.yy in Moscow time by default', () => {
    expect(defaultTimeZone).toBe('Europe/Moscow');
    expect(formatDate(lateEvening)).toBe('06.03.24');
    expect(formatDate(new Date('2024-03-05T20:59:59Z'))).toBe('05.03.24');
  });

  it('pads day, month and year', () => {
    expect(formatDate(new Date('2009-01-02T12:00:00Z'))).toBe('02.01.09');
    expect(formatDate(new Date('2031-12-31T12:00:00Z'))).toBe('31.12.31');
  });

  it('takes IANA zones', () => {
    expect(formatDate(lateEvening, 'UTC')).toBe('05.03.24');
    expect(formatDate(lateEvening, 'Europe/Kaliningrad')).toBe('05.03.24');
    expect(formatDate(lateEvening, 'Asia/Vladivostok')).toBe('06.03.24');
    expect(formatDate(lateEvening, 'America/New_York')).toBe('05.03.24');
  });

  it("takes the reference data's offsets", () => {
    expect(formatDate(lateEvening, 'UTC+3:00')).toBe('06.03.24');
    expect(formatDate(lateEvening, 'UTC+2:00')).toBe('05.03.24');
    expect(formatDate(lateEvening, '+02:30')).toBe('06.03.24');
    expect(formatDate(new Date('2024-03-06T02:00:00Z'), 'UTC-5')).toBe('05.03.24');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2024-03-05T21:30:00Z')).toBe('06.03.24');
    expect(formatDate(lateEvening.getTime(), 'UTC')).toBe('05.03.24');
  });

  it('rejects an invalid date', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });
});

describe('parseUtcOffset', () => {
  it.each([
    ['UTC+3:00', 180],
    ['UTC+10:00', 600],
    ['UTC-5', -300],
    ['+05:30', 330],
    ['GMT+2', 120],
    ['UTC', 0],
  ])('%s is %i minutes', (zone, minutes) => {
    expect(parseUtcOffset(zone)).toBe(minutes);
  });

  it('leaves IANA names alone', () => {
    expect(parseUtcOffset('Europe/Moscow')).toBeNull();
    expect(parseUtcOffset('')).toBeNull();
  });
});
