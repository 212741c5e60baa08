'use client';

import { type BrandId, type CountryCode, basketPageMessages as m, sessionStorageKeys } from '@ornament/domain';
import { type ReactNode, useMemo } from 'react';
import { DeletedList, UnavailableList } from '../items/OtherLists';
import { LiveList } from '../items/LiveList';
import { LazyBasketLimitModal } from '../limit/LazyBasketLimitModal';
import type { BasketActions, BasketPageState } from '../state/useBasket';
import { Totals } from '../summary/Totals';
import { selectionOf } from '../view/selection';
import { totalsOf } from '../view/totals';
import { warningsOf } from '../view/warnings';
import * as styles from './basket.css';
import { BasketError, BasketLoading, EmptyBasket } from './PageStates';
import { CheckoutPending, OptionsPending } from './Pending';
import type { DeferredParts } from './useDeferred';

export interface BasketViewProps {
  state: BasketPageState;
  actions: BasketActions;
  /** The part loaded after the first paint (checkout, options), null until its code is there. */
  deferred: DeferredParts | null;
  brand: BrandId;
  country: CountryCode;
  catalogHref: string;
  /**
   * No API session, so nothing to load: the empty state stands in for the loading one. Such a visitor
   * is a guest, so the empty state keeps its sign-in hint once the (empty) basket has loaded.
   * Undefined in the server's HTML and while it hydrates: the page's first paint decides (FirstPaint).
   */
  knownEmpty?: boolean | undefined;
  /** What shows while `knownEmpty` is undefined: the server's first paint (FirstPaint). */
  firstPaint?: ReactNode;
}

const isGiftCardPointer = (pointer: string) => /gift/i.test(pointer);

function readEmployeeFlag(): boolean {
  try {
    return window.sessionStorage.getItem(sessionStorageKeys.employee) !== null;
  } catch {
    return false;
  }
}

/** The basket (spec 3 §2–§4) in its state: lines, deleted list, totals, options, then checkout. */
export function BasketView({ state, actions, deferred, brand, country, catalogHref, knownEmpty, firstPaint }: BasketViewProps) {
  const { basket, pending } = state;
  const extraWarnings = useMemo(() => new Map([...state.warnings].filter(([pointer]) => !isGiftCardPointer(pointer))), [state.warnings]);
  const giftCardError = [...state.warnings].find(([pointer]) => isGiftCardPointer(pointer))?.[1] ?? null;

  if (state.status === 'loading') {
    if (knownEmpty === undefined) return firstPaint;
    return knownEmpty ? (
      <div className={styles.single}>
        <EmptyBasket catalogHref={catalogHref} guest />
      </div>
    ) : (
      <BasketLoading />
    );
  }
  if (state.status === 'error' || !basket) return <BasketError onRetry={actions.reload} />;
  const limitModal = <LazyBasketLimitModal text={state.limit} onClose={actions.closeLimit} />;
  const live = basket.productList.length + basket.notAvailableList.length + basket.notAvailableInStock.length;
  const deleted = <DeletedList lines={basket.deletedList} currency={basket.pricesCurrentCountry} disabled={pending} run={actions.run} />;
  if (live === 0) {
    return (
      <div className={styles.single}>
        <EmptyBasket catalogHref={catalogHref} guest={knownEmpty === true} />
        {deleted}
        {limitModal}
      </div>
    );
  }

  const currency = basket.pricesCurrentCountry;
  const warnings = warningsOf(basket, extraWarnings);
  const selection = selectionOf(basket.productList);
  // The session flag employee (set for staff at login) is what shows the toggle (spec 3 §5).
  const isEmployee = basket.userInfo.isEmployee || readEmployeeFlag();
  return (
    <div className={styles.layout} aria-busy={pending}>
      <div className={styles.main}>
        {warnings.order.length > 0 ? (
          <div className={styles.warnings} role="status">
            {warnings.order.map((text) => (
              <p key={text} className={styles.warning}>
                {text}
              </p>
            ))}
          </div>
        ) : null}
        {state.failure ? (
          <p className={styles.alert} role="alert">
            {state.failure}
          </p>
        ) : null}
        <LiveList lines={basket.productList} currency={currency} warnings={warnings.byLine} disabled={pending} run={actions.run} />
        <UnavailableList title={m.notAvailableTitle} lines={basket.notAvailableList} currency={currency} warnings={warnings.byLine} disabled={pending} run={actions.run} />
        <UnavailableList title={m.notInStockTitle} lines={basket.notAvailableInStock} currency={currency} warnings={warnings.byLine} disabled={pending} run={actions.run} />
        {deleted}
      </div>
      <div className={styles.checkout}>
        {deferred ? (
          <deferred.CheckoutPanel
            basket={basket}
            calculate={state.flags}
            pending={pending}
            brand={brand}
            country={country}
            onBasket={actions.accept}
            onCalculateChange={actions.changeFlags}
            onReload={actions.reload}
          />
        ) : (
          <CheckoutPending />
        )}
      </div>
      <aside className={styles.aside} aria-label={m.summaryTitle}>
        <section className={styles.panel} aria-labelledby="basket-summary">
          <h2 id="basket-summary" className={styles.panelTitle}>
            {m.summaryTitle}
          </h2>
          <Totals view={totalsOf(basket, selection.selectedUnits)} promotion={basket.promotionNotification} />
        </section>
        <section className={styles.panel} aria-label={m.promoTitle}>
          {deferred ? (
            <deferred.BasketOptions
              basket={basket}
              disabled={pending}
              run={actions.run}
              onSetGiftCard={actions.setGiftCard}
              giftCardError={giftCardError}
              isEmployee={isEmployee}
              employeeOn={state.flags.isEmployeeDiscount === true}
              onToggle={actions.toggle}
            />
          ) : (
            <OptionsPending giftCard={!basket.giftCardDisable} />
          )}
        </section>
      </aside>
      {deferred ? (
        <deferred.BasketSuggestions basket={basket} />
      ) : null}
      {limitModal}
    </div>
  );
}
