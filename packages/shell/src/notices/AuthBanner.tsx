'use client';

import { CloseIcon } from '@ornament/ui-kit/components/icons/icons';
import { useAtomValue } from 'jotai';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { viewerIsGuestAtom } from './atoms';
import * as styles from './notices.css';
import { noticePageTypeOf, noticeSessionKeys, type NoticePageType, shouldShowAuthBanner } from './noticeRules';

function readClosed(): boolean {
  try {
    return window.sessionStorage.getItem(noticeSessionKeys.authBannerClosed) === 'true';
  } catch {
    return false; // storage blocked: the banner shows, closing still hides it for this page
  }
}

const noSubscription = () => () => undefined;

/** Follows the fixed banner's height (its text wraps differently per width). */
function useReservedHeight(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, height };
}

export interface AuthBannerProps {
  /** The banner's content, rendered on the server from the `auth-banner` content area. */
  children: ReactNode;
  /** Fixes the page type; by default it follows the current path. */
  pageType?: NoticePageType;
}

/** Spec 1 §4: the guest's login invitation on main and catalogue pages, until closed this session. */
export function AuthBanner({ children, pageType }: AuthBannerProps) {
  const pathname = usePathname();
  const isGuest = useAtomValue(viewerIsGuestAtom);
  // The server cannot see sessionStorage, so it renders nothing and the browser decides after hydration.
  const closedEarlier = useSyncExternalStore(noSubscription, readClosed, () => true);
  const [closedNow, setClosedNow] = useState(false);
  const visible = shouldShowAuthBanner({
    isGuest,
    pageType: pageType ?? noticePageTypeOf(pathname),
    closedThisSession: closedEarlier || closedNow,
  });
  const reserve = useReservedHeight(visible);
  if (!visible) return null;

  function close() {
    setClosedNow(true);
    try {
      window.sessionStorage.setItem(noticeSessionKeys.authBannerClosed, 'true');
    } catch {
      // storage blocked: closed for this page only
    }
  }

  return (
    <>
      {/* In the flow at the page's end, as tall as the fixed banner: the last links stay reachable. */}
      <div className={styles.bannerSpacer} style={{ height: reserve.height }} aria-hidden="true" />
      <aside ref={reserve.ref} className={styles.banner} aria-label="Вход и бонусы">
        <div className={styles.bannerBody}>{children}</div>
        <button type="button" className={styles.iconButton} aria-label="Закрыть баннер" onClick={close}>
          <CloseIcon size={20} />
        </button>
      </aside>
    </>
  );
}
