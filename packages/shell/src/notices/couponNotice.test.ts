import { describe, expect, it } from 'vitest';
import { couponCodeOf } from './couponNotice';

describe('S2.7.12 couponCodeOf', () => {
  it('takes the newest code of the coupon cookie, upper case; none without a valid one', () => {
    expect(couponCodeOf('theme=light; coupon=welcome10', 'coupon')).toBe('WELCOME10');
    expect(couponCodeOf('coupon=FREESHIP%2Cwelcome10; a=b', 'coupon')).toBe('WELCOME10');
    expect(couponCodeOf('coupons=X; theme=light', 'coupon')).toBeNull();
    expect(couponCodeOf('coupon=%E0%A4%A', 'coupon')).toBeNull();
    expect(couponCodeOf('coupon=<script>', 'coupon')).toBeNull();
  });
});
