import { describe, expect, it } from 'vitest';
import { timeIn } from './time';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('timeIn', () => {
  it('reads the offset form of the reference data', () => {
    expect(timeIn('UTC+6:00', now)).toEqual({ timestamp: now.getTime(), iso: '2026-03-01T18:00:00+06:00', timezone: 'UTC+6:00', offset: '+06:00' });
  });

  it('reads IANA names', () => {
    expect(timeIn('Europe/Moscow', now)?.offset).toBe('+03:00');
    expect(timeIn('Asia/Vladivostok', now)?.iso).toBe('2026-03-01T22:00:00+10:00');
  });

  it('refuses nonsense and impossible offsets', () => {
    expect(timeIn('Mars/Olympus', now)).toBeNull();
    expect(timeIn('UTC+25:00', now)).toBeNull();
    expect(timeIn('', now)).toBeNull();
  });
});
