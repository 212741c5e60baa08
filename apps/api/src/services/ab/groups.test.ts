import { contextCookies } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { abAssignment, abCookies } from './groups';

const draws = (...values: number[]) => () => values.shift() ?? 0;

describe('abAssignment', () => {
  it('draws a group per test for a new visitor', () => {
    expect(abAssignment({ cookies: {}, diamant: false, draw: draws(0.1, 0.7, 0.2) })).toEqual({
      ab_test_id: 'kt_reco_new',
      ab_group: 'a',
      ab_kt_new: 'b',
      new_search: 'a',
      feature_flags: { photoSearch: true },
    });
  });

  it('keeps valid groups and redraws only invalid ones', () => {
    const cookies = { [contextCookies.abGroup]: 'b', [contextCookies.abKtNew]: 'x', [contextCookies.newSearch]: 'b' };
    expect(abAssignment({ cookies, diamant: false, draw: draws(0.1) })).toMatchObject({ ab_group: 'b', ab_kt_new: 'a', new_search: 'b' });
  });

  it('keeps the diamond storefront out of the recommendations test', () => {
    const assignment = abAssignment({ cookies: {}, diamant: true, draw: draws(0.9, 0.9) });
    expect(assignment).toMatchObject({ ab_test_id: null, ab_group: null, ab_kt_new: 'b', new_search: 'b' });
    expect(abCookies(assignment, false).some((line) => line.startsWith(`${contextCookies.abTestId}=`))).toBe(false);
  });

  it('writes 30-day cookies, Secure when asked', () => {
    const lines = abCookies(abAssignment({ cookies: {}, diamant: false, draw: draws() }), true);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(/; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/u);
    expect(lines).toContain(`${contextCookies.featureFlags}=${encodeURIComponent('{"photoSearch":true}')}; Max-Age=2592000; Path=/; SameSite=Lax; Secure`);
  });
});
