'use client';

import type { Coupon } from '@ornament/api-contract';
import { shellMessages as m } from '@ornament/domain';
import { CloseIcon } from '@ornament/ui-kit';
import * as styles from './coupon.css';

/**
 * A campaign link's promo code, said once a session in its coupon's colours (spec 2 §3 Coupon): the
 * code and what it takes off, its line, and its detail. Fixed in the corner like a toast, so it
 * moves nothing on the page.
 */
export default function CouponNotice({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  return (
    <div className={styles.notice} style={{ background: coupon.background, color: coupon.color_text }} role="status" aria-live="polite" aria-label={coupon.promocode_text}>
      <div className={styles.body}>
        <p className={styles.title}>{m.couponTitle(coupon.promocode, coupon.sale_value)}</p>
        <p className={styles.text}>
          {coupon.promocode_text}. {m.couponText}
        </p>
        {coupon.detail_link ? (
          <a className={styles.link} href={coupon.detail_link} style={{ color: coupon.color_btn }}>
            {m.couponMore}
          </a>
        ) : null}
      </div>
      <button type="button" className={styles.close} style={{ color: coupon.color_text }} aria-label="Закрыть" onClick={onClose}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
