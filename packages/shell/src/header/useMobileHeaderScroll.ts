'use client';

import { useEffect, useReducer } from 'react';
import { initialMobileHeaderState, type MobileHeaderState, nextMobileHeaderState } from './scroll';

/** The product and reviews pages' mobile header state as the window scrolls (spec 1 §2, ./scroll.ts). */
export function useMobileHeaderScroll(): MobileHeaderState {
  const [state, next] = useReducer(nextMobileHeaderState, initialMobileHeaderState);
  useEffect(() => {
    const onScroll = () => next(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
