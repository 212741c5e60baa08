import { describe, expect, it } from 'vitest';
import { authLimits } from './authLimits';

// The limits only make sense together: each must be reachable before the next one takes over.
describe('authLimits', () => {
  it('lets a code outlive the resend cooldown, so a shopper can always use the code they got', () => {
    expect(authLimits.codeTtlSeconds).toBeGreaterThan(authLimits.resendCooldownSeconds);
    expect(authLimits.codeTtlSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it('orders the check limits: the 10-second one trips before the minute one, and both before the code burns', () => {
    expect(authLimits.checksPer10Seconds).toBeLessThan(authLimits.checksPerMinute);
    expect(authLimits.checksPerMinute).toBeLessThan(authLimits.codeMaxAttempts);
  });

  it('asks for a captcha long before an address reaches its daily share', () => {
    expect(authLimits.captchaAfterSends).toBeLessThan(authLimits.sendsPerPhonePerDay);
    expect(authLimits.sendsPerPhonePerDay).toBeLessThan(authLimits.sendsPerIpPerDay);
  });
});
