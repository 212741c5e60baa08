'use client';

import { contextCookies } from '@ornament/api-contract/http';
import type { Coupon } from '@ornament/api-contract';
import { useApiClient } from '@ornament/api-client/react/client';
import { CloseIcon } from '@ornament/ui-kit';
import { useEffect, useState } from 'react';
import * as styles from './coupon.css';
import { couponCodeOf, couponNoticeMessages as m } from './couponNotice';
import { markOnce, noticeSessionKeys } from './noticeRules';

/**
 * A campaign link's promo code (the coupon cookie), said once a session and code in its coupon's
 * colours (spec 2 §3 Coupon, §7 GET coupon/{code}): the code and what it takes off, its line, and
 * its detail. Fixed in a corner like a toast, so it moves nothing on the page. Loaded only for a
 * visitor with the cookie (ClientNotices).
 */
export default function CouponNotice() {
  const client = useApiClient();
  const [coupon, setCoupon] = useState<Coupon | null>(null);

  useEffect(() => {
    const code = couponCodeOf(document.cookie, contextCookies.coupon);
    if (!code || !markOnce(`${noticeSessionKeys.couponShown}${code}`)) return;
    let live = true;
    client.promotions
      .coupon(code)
      .then((response) => {
        if (live && response.type === 'data') setCoupon(response.data.data);
      })
      .catch(() => undefined); // no coupon for the code: nothing to say
    return () => {
      live = false;
    };
  }, [client]);

  if (!coupon) return null;
  return (
    <div className={styles.notice} style={{ background: coupon.background, color: coupon.color_text }} role="status" aria-live="polite" aria-label={coupon.promocode_text}>
      <div className={styles.body}>
        <p className={styles.title}>{m.title(coupon.promocode, coupon.sale_value)}</p>
        <p className={styles.text}>
          {coupon.promocode_text}. {m.text}
        </p>
        {coupon.detail_link ? (
          <a className={styles.link} href={coupon.detail_link} style={{ color: coupon.color_btn }}>
            {m.more}
          </a>
        ) : null}
      </div>
      <button type="button" className={styles.close} style={{ color: coupon.color_text }} aria-label="Закрыть" onClick={() => setCoupon(null)}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
