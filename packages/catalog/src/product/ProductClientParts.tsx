'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { PersonalPartsProps } from './personal/props';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * The product page's only always-present client code for personal parts: once the browser is idle
 * it loads the offer price, viewed products and back-in-stock form, which fill their server-rendered
 * slots. The page itself stays the same for everyone, so it can be cached.
 */
export function ProductClientParts(props: PersonalPartsProps) {
  const [Parts, setParts] = useState<ComponentType<PersonalPartsProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void import('./personal/PersonalParts').then((module) => {
        if (!cancelled) setParts(() => module.PersonalParts);
      });
    const w = window as IdleWindow;
    const id = w.requestIdleCallback ? w.requestIdleCallback(load, { timeout: 1500 }) : window.setTimeout(load, 1);
    return () => {
      cancelled = true;
      if (w.cancelIdleCallback) w.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, []);
  return Parts ? <Parts {...props} /> : null;
}
