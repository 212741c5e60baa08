import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './server';

const reader = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('hasSessionCookie', () => {
  it('finds the API session by its development and its production (__Host-) name', () => {
    expect(hasSessionCookie(reader({ sid: 'a'.repeat(43) }))).toBe(true);
    expect(hasSessionCookie(reader({ '__Host-sid': 'a'.repeat(43) }))).toBe(true);
  });

  it('is false for a first visit, whatever other cookies it has', () => {
    expect(hasSessionCookie(reader({}))).toBe(false);
    expect(hasSessionCookie(reader({ signed_in: '1', utm_source: 'mail' }))).toBe(false);
  });
});
