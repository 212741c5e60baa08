'use client';

import { lazy, Suspense } from 'react';
import { useIdle } from '@ornament/ui-kit/idle';
import type { PersonalPartsProps } from './personal/props';

const PersonalParts = lazy(() => import('./personal/PersonalParts').then((module) => ({ default: module.PersonalParts })));
const CityAvailability = lazy(() => import('./availability/CityAvailability').then((module) => ({ default: module.CityAvailability })));

/**
 * The product page's only always-present client code for personal parts: once the browser is idle
 * it loads the offer price, viewed products and back-in-stock form, and the city's availability line
 * (spec 2 §7 additional-info), which fill their server-rendered slots. The page itself stays the
 * same for everyone, so it can be cached.
 */
export function ProductClientParts(props: PersonalPartsProps) {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <PersonalParts {...props} />
      <CityAvailability urlCode={props.urlCode} />
    </Suspense>
  );
}
