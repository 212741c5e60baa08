import { describe, expect, it } from 'vitest';
import { formatDateTime } from './time';

describe('formatDateTime', () => {
  it('shows the date and hour in the storefront zone', () => {
    expect(formatDateTime('2026-11-23T21:30:00.000Z', 'UTC+3:00')).toBe('24.11.26 00:30');
    expect(formatDateTime('2026-11-23T21:30:00.000Z', 'UTC+6:00')).toBe('24.11.26 03:30');
  });
});
