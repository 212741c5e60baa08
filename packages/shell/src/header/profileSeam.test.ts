import { describe, expect, it } from 'vitest';
import { startsAuthentication } from './profileSeam';

describe('startsAuthentication', () => {
  it('asks a guest to log in everywhere but on /auth/ pages', () => {
    expect(startsAuthentication(true, '/')).toBe(true);
    expect(startsAuthentication(true, '/jewelry-catalog/')).toBe(true);
    expect(startsAuthentication(true, '/auth/registration/')).toBe(false);
  });
  it('lets a logged-in shopper go to the profile', () => {
    expect(startsAuthentication(false, '/')).toBe(false);
  });
});
