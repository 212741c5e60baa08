import { describe, expect, it } from 'vitest';
import { localStorageKeys } from '@ornament/domain';
import { countSession, sessionPopup } from './sessionStart';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('countSession', () => {
  it('counts once per browser session', () => {
    const local = memory();
    expect(countSession(local, memory())).toBe(1);
    const session = memory();
    expect(countSession(local, session)).toBe(2);
    expect(countSession(local, session)).toBe(2);
    expect(local.values.get(localStorageKeys.sessionCounter)).toBe('2');
  });

  it('reads garbage as no sessions yet, and blocked storage as 0', () => {
    const local = memory();
    local.setItem(localStorageKeys.sessionCounter, 'abc');
    expect(countSession(local, memory())).toBe(1);
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => undefined };
    expect(countSession(blocked, memory())).toBe(0);
  });
});

describe('sessionPopup', () => {
  it.each([
    [1, false, 2, true, 'modal'],
    [6, false, 1, false, 'modal'],
    [11, false, 1, true, 'modal'],
    [2, false, 3, true, 'content'],
    [5, false, 3, true, 'content'],
    [6, false, 0, true, 'content'],
    [6, true, 3, true, 'content'],
    [6, true, 3, false, null],
    [3, false, 0, false, null],
  ] as const)('session %i, guest %s, %i unread, content %s → %s', (counter, isGuest, unread, hasContent, popup) => {
    expect(sessionPopup({ counter, isGuest, unread, hasContent })).toBe(popup);
  });
});
