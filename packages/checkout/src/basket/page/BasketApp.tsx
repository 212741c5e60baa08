'use client';

import type { BrandId, CountryCode } from '@ornament/domain';
import type { ReactNode } from 'react';
import { useBeginCheckout } from '../analytics/useBeginCheckout';
import { useBasket } from '../state/useBasket';
import { BasketView } from './BasketView';
import { useSessionPresent } from './sessionMarker';
import { useDeferred } from './useDeferred';

export interface BasketAppProps {
  brand: BrandId;
  country: CountryCode;
  catalogHref: string;
  /** RU and the main brand: offers from the central warehouse (spec 3 §7). */
  useEzvm: boolean;
  /** The server's first paint of the basket (FirstPaint), shown until hydration has read the session marker. */
  firstPaint: ReactNode;
}

/**
 * The basket page's client part: its state, loaded in the browser, and the part that can wait for
 * the basket (checkout, options, analytics, the reload after login), loaded beside it.
 */
export function BasketApp({ brand, country, catalogHref, useEzvm, firstPaint }: BasketAppProps) {
  const [state, actions] = useBasket(useEzvm);
  const sessionPresent = useSessionPresent();
  // No API session: no basket, so its (guest's) empty state shows while the empty answer comes.
  const knownEmpty = sessionPresent === undefined ? undefined : !sessionPresent;
  const deferred = useDeferred();
  useBeginCheckout(state.basket, brand, deferred?.pushBeginCheckout);
  return (
    <>
      {deferred ? <deferred.ReloadAfterLogin onLogin={actions.reload} /> : null}
      <BasketView state={state} actions={actions} deferred={deferred} brand={brand} country={country} catalogHref={catalogHref} knownEmpty={knownEmpty} firstPaint={firstPaint} />
    </>
  );
}
