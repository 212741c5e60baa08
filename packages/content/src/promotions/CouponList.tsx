import type { Coupon } from '@ornament/api-contract';
import { formatDate } from '@ornament/domain';
import { couponMessages as t } from './couponMessages';
import * as styles from './promotions.css';

/**
 * The promo codes listed to the shopper (spec 2 §3 Coupon, §7 coupon list): each in its own colours,
 * with the code, what it takes off, until when, and its detail.
 */
export function CouponList({ coupons, zone }: { coupons: readonly Coupon[]; zone: string }) {
  return (
    <ul className={styles.coupons} aria-label={t.title}>
      {coupons.map((coupon) => (
        <li key={coupon.promocode} className={styles.coupon} style={{ background: coupon.background, color: coupon.color_text }} aria-label={coupon.promocode}>
          <span className={styles.couponCode} style={{ borderColor: coupon.color_btn, color: coupon.color_btn }}>
            {coupon.promocode}
          </span>
          <strong className={styles.couponValue}>{coupon.sale_value}</strong>
          <span>{coupon.promocode_text}</span>
          {coupon.valid_time.end_at ? <span className={styles.couponUntil}>{t.until(formatDate(coupon.valid_time.end_at, zone))}</span> : null}
          <span className={styles.couponUntil}>{coupon.detail_description}</span>
          {coupon.detail_link ? (
            <a href={coupon.detail_link} style={{ color: coupon.color_btn }}>
              {t.more}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
