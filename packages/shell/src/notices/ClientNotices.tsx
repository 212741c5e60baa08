'use client';

import { contextCookies } from '@ornament/api-contract/http';
import { useApiClient } from '@ornament/api-client/react/client';
import { shellMessages } from '@ornament/domain';
import { Toast } from '@ornament/ui-kit/components/Toast/Toast';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Coupon } from '@ornament/api-contract';
import { clientTimeZone, couponCodeOf, lacksRangeFormatting, needsAbCookies, noticeSessionKeys } from './noticeRules';

// Almost nobody sees them, so their code loads only when needed.
const OldBrowserModal = lazy(() => import('./OldBrowserModal'));
const CouponNotice = lazy(() => import('./CouponNotice'));

const noSubscription = () => () => undefined;
const isOldBrowser = () => lacksRangeFormatting(globalThis.Intl);

function markOnce(key: string): boolean {
  try {
    if (window.sessionStorage.getItem(key) === 'true') return false;
    window.sessionStorage.setItem(key, 'true');
  } catch {
    // storage blocked: check on every page load rather than never
  }
  return true;
}

/**
 * Browser-only notices of spec 1 §4 and the first-visit A/B call of §1: the old-browser modal, the
 * VPN toast (asked once per session), the set-cookie call when the A/B cookies are missing, and the
 * coupon of a campaign link's promo code (spec 2 §3, §7 coupon/{code}), once per session and code.
 */
export function ClientNotices() {
  const client = useApiClient();
  const oldBrowser = useSyncExternalStore(noSubscription, isOldBrowser, () => false);
  const [oldBrowserClosed, setOldBrowserClosed] = useState(false);
  const [vpn, setVpn] = useState(false);
  const [coupon, setCoupon] = useState<Coupon | null>(null);

  useEffect(() => {
    if (needsAbCookies(document.cookie, contextCookies.abKtNew)) {
      client.search.setCookie().catch(() => undefined); // groups default server-side; retried next visit
    }
    let cancelled = false;
    const code = couponCodeOf(document.cookie, contextCookies.coupon);
    if (code && markOnce(`${noticeSessionKeys.couponShown}${code}`)) {
      client.promotions
        .coupon(code)
        .then((response) => {
          if (!cancelled && response.type === 'data') setCoupon(response.data.data);
        })
        .catch(() => undefined); // no coupon for the code: nothing to say
    }
    if (markOnce(noticeSessionKeys.vpnChecked)) {
      client.meta
        .ip(clientTimeZone())
        .then((response) => {
          if (!cancelled && response.type === 'data' && response.data.is_vpn_connection) setVpn(true);
        })
        .catch(() => undefined); // a failed check is not worth a message
    }
    return () => {
      cancelled = true;
    };
  }, [client]);

  return (
    <>
      {oldBrowser && !oldBrowserClosed ? (
        <Suspense fallback={null}>
          <OldBrowserModal onClose={() => setOldBrowserClosed(true)} />
        </Suspense>
      ) : null}
      {coupon ? (
        <Suspense fallback={null}>
          <CouponNotice coupon={coupon} onClose={() => setCoupon(null)} />
        </Suspense>
      ) : null}
      <Toast open={vpn} onClose={() => setVpn(false)} tone="warning" title={shellMessages.vpnToastTitle} text={shellMessages.vpnToastText} />
    </>
  );
}
