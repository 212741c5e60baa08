import { describe, expect, it } from 'vitest';
import { isMessagesSession, toastDurationMs } from './session';

describe('isMessagesSession', () => {
  it('is every 5th session counting from the first', () => {
    const shown = Array.from({ length: 16 }, (_, i) => i + 1).filter((n) => isMessagesSession(n, false));
    expect(shown).toEqual([1, 6, 11, 16]);
  });

  it('never for guests or bad counters', () => {
    expect(isMessagesSession(6, true)).toBe(false);
    expect(isMessagesSession(0, false)).toBe(false);
    expect(isMessagesSession(1.5, false)).toBe(false);
  });
});

describe('toastDurationMs', () => {
  it('is 7 s with a close control and 4.1 s without', () => {
    expect(toastDurationMs(true)).toBe(7000);
    expect(toastDurationMs(false)).toBe(4100);
  });
});
