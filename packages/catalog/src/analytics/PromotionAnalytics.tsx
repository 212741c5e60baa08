'use client';

import { type Banner, push, selectPromotion, viewPromotion } from '@ornament/analytics';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './analytics.css';

/**
 * A banner's view_promotion once half of it is on screen, and select_promotion when a link in it
 * is followed (spec 1 §3 banner fields). Renders no box of its own.
 */
export function PromotionAnalytics({ banner, children }: { banner: Banner; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current?.firstElementChild;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        push(viewPromotion(banner));
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // Reported once per banner shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [banner.id]);
  const onClickCapture = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) push(selectPromotion(banner));
  };
  return (
    <div ref={root} className={styles.contents} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
