'use client';

import { breakpoints } from '@ornament/domain';
import { type RefObject, useEffect } from 'react';
import { type HeaderScrollState, smoothScrollTo } from './scroll';

/** Which header stands over the page right now, so the target is not hidden under it. */
function headerState(header: HTMLElement | null): HeaderScrollState {
  if (!header) return 'none';
  if (header.dataset.sticky === 'true') return 'sticky';
  return window.innerWidth >= breakpoints.wide ? 'desktop' : 'mobile';
}

/**
 * Same-page links (`#main`, `#reviews`…) scroll smoothly over 1000 ms and stop below the header
 * (spec 1 §2, §9 offsets); the target then takes focus, as a jump link's would.
 */
export function useAnchorScroll(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
      const id = link ? decodeURIComponent(link.hash.slice(1)) : '';
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) target.scrollIntoView();
      else smoothScrollTo(target, headerState(header.current));
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [header]);
}
