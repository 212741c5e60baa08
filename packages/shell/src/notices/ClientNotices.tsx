'use client';

import { contextCookies } from '@ornament/api-contract/http';
import { useApiClient } from '@ornament/api-client/react/client';
import { runtimeTimeZone, shellMessages } from '@ornament/domain';
import { Toast } from '@ornament/ui-kit/components/Toast/Toast';
import { whenIdle } from '@ornament/ui-kit/idle';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lacksRangeFormatting, markOnce, needsAbCookies, noticeSessionKeys } from './noticeRules';

// Almost nobody sees them, so their code loads only when needed, in one chunk.
const rareNotices = () => import('./rareNotices');
const OldBrowserModal = lazy(() => rareNotices().then((module) => ({ default: module.OldBrowserModal })));
const CouponNotice = lazy(() => rareNotices().then((module) => ({ default: module.CouponNotice })));

const noSubscription = () => () => undefined;
const isOldBrowser = () => lacksRangeFormatting(globalThis.Intl);

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
  // Only a visitor with the coupon cookie loads the coupon notice's code (it reads and asks the rest).
  const [couponCookie, setCouponCookie] = useState(false);

  useEffect(() => {
    setCouponCookie(document.cookie.includes(`${contextCookies.coupon}=`));
    let cancelled = false;
    // Neither is urgent, and the time zone's first Intl lookup and the session storage are not free:
    // they run when the browser is idle, in a task of their own, not in the one that hydrates the page.
    const cancelIdle = whenIdle(() => {
      if (needsAbCookies(document.cookie, contextCookies.abKtNew)) {
        client.search.setCookie().catch(() => undefined); // groups default server-side; retried next visit
      }
      if (!markOnce(noticeSessionKeys.vpnChecked)) return;
      client.meta
        .ip(runtimeTimeZone())
        .then((response) => {
          if (!cancelled && response.type === 'data' && response.data.is_vpn_connection) setVpn(true);
        })
        .catch(() => undefined); // a failed check is not worth a message
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [client]);

  return (
    <>
      {oldBrowser && !oldBrowserClosed ? (
        <Suspense fallback={null}>
          <OldBrowserModal onClose={() => setOldBrowserClosed(true)} />
        </Suspense>
      ) : null}
      {couponCookie ? (
        <Suspense fallback={null}>
          <CouponNotice />
        </Suspense>
      ) : null}
      <Toast open={vpn} onClose={() => setVpn(false)} tone="warning" title={shellMessages.vpnToastTitle} text={shellMessages.vpnToastText} />
    </>
  );
}
