import { describe, expect, it } from 'vitest';
import { isStandaloneSession } from './standalone';

const signals = { search: '', stored: null, displayModeStandalone: false };

describe('isStandaloneSession', () => {
  it('is off for an ordinary visit', () => {
    expect(isStandaloneSession(signals)).toBe(false);
    expect(isStandaloneSession({ ...signals, search: '?standalone=false' })).toBe(false);
  });
  it('is on with ?standalone=true, a session flag or the installed-app display mode', () => {
    expect(isStandaloneSession({ ...signals, search: '?a=1&standalone=true' })).toBe(true);
    expect(isStandaloneSession({ ...signals, stored: 'true' })).toBe(true);
    expect(isStandaloneSession({ ...signals, displayModeStandalone: true })).toBe(true);
  });
});
