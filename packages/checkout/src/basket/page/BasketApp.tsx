'use client';

import type { BrandId, CountryCode } from '@ornament/domain';
import { useBeginCheckout } from '../analytics/useBeginCheckout';
import { useBasket } from '../state/useBasket';
import { BasketView } from './BasketView';
import { useDeferred } from './useDeferred';

export interface BasketAppProps {
  brand: BrandId;
  country: CountryCode;
  catalogHref: string;
  /** No API session: shown empty while the basket loads (it loads empty). */
  knownEmpty: boolean;
  /** RU and the main brand: offers from the central warehouse (spec 3 §7). */
  useEzvm: boolean;
}

/**
 * The basket page's client part: its state, loaded in the browser, and the part that can wait for
 * the basket (checkout, options, analytics, the reload after login), loaded beside it.
 */
export function BasketApp({ brand, country, catalogHref, knownEmpty, useEzvm }: BasketAppProps) {
  const [state, actions] = useBasket(useEzvm);
  const deferred = useDeferred();
  useBeginCheckout(state.basket, brand, deferred?.pushBeginCheckout);
  return (
    <>
      {deferred ? <deferred.ReloadAfterLogin onLogin={actions.reload} /> : null}
      <BasketView state={state} actions={actions} deferred={deferred} brand={brand} country={country} catalogHref={catalogHref} knownEmpty={knownEmpty} />
    </>
  );
}
