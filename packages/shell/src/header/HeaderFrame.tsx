'use client';

import type { Tenant } from '@ornament/domain';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import * as styles from './header.css';
import { type HeaderType, headerTypeOf, isStickyHeader } from './headerType';
import { StandaloneHidden } from './StandaloneHidden';
import { useAnchorScroll } from './useAnchorScroll';

export interface HeaderFrameProps {
  tenant: Pick<Tenant, 'catalogPrefix'>;
  /** The page type a layout or page knows; otherwise derived from the path. */
  pageType?: HeaderType | undefined;
  /** The full header (HeaderBar). */
  children: ReactNode;
  /** The basket's reduced header; the full one when left out. */
  basket?: ReactNode;
  /** Panels and bars that belong to the header: catalogue menu, burger menu, bottom bar. */
  menus?: ReactNode;
}

function useSticky(enabled: boolean) {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setSticky(isStickyHeader('main', window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);
  return enabled && sticky;
}

/**
 * The header landmark with its page-type variant (spec 1 §2): the main page's header sticks beyond
 * 221 px in a compact form. A placeholder keeps the page from jumping when it leaves the flow.
 */
export function HeaderFrame({ tenant, pageType, children, basket, menus }: HeaderFrameProps) {
  const pathname = usePathname() ?? '/';
  const type = pageType ?? headerTypeOf(pathname, tenant);
  const sticky = useSticky(type === 'main');
  const ref = useRef<HTMLElement>(null);
  useAnchorScroll(ref);
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    if (!sticky && ref.current) setHeight(ref.current.offsetHeight);
  }, [sticky]);
  return (
    <StandaloneHidden>
      <div className={styles.frame} style={sticky && height ? { height } : undefined}>
        <header ref={ref} className={styles.header} data-type={type} data-sticky={sticky ? 'true' : 'false'}>
          {type === 'basket' && basket ? basket : children}
          {menus}
        </header>
      </div>
    </StandaloneHidden>
  );
}
