'use client';

import { inRoubles, purchase, push } from '@ornament/analytics';
import { isApiClientError } from '@ornament/api-client';
import type { Basket, CurrencyRates, OrderCreateBody } from '@ornament/api-contract';
import { checkoutFormMessages as m, limits, type BrandId } from '@ornament/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutBasketOf } from '../basket/analytics/checkoutItems';
import type { CheckoutApi } from './api/checkoutApi';
import { createAttemptKeys } from './logic/attempt';
import { emptyFieldErrors, hasFieldErrors, mapOrderErrors, type OrderFieldErrors } from './logic/fieldErrors';
import { isPurchaseUnsent } from './logic/purchaseOnce';
import { browserStorage, rememberOrder } from './logic/storage';

export type SubmitPhase = 'idle' | 'submitting' | 'created';

export interface OrderSubmit {
  phase: SubmitPhase;
  errors: OrderFieldErrors;
  submit(body: OrderCreateBody): Promise<void>;
  /** A field the shopper changed drops the server's timeslots error (spec 3 §4 "Time slot"). */
  clearTimeslotsError(): void;
}

/**
 * Order creation (spec 3 §4 "Order creation"): one Idempotency-Key per attempt, kept until an answer
 * arrives; field errors go to their areas; success clears the gift card, sends purchase (once: the
 * orders are reported as created first, S3.7.30), keeps the buyer locally and goes to backUrl after
 * limits.orderRedirectDelayMs.
 */
export function useOrderSubmit(api: CheckoutApi, basket: Basket, brand: BrandId, onReload: () => void, rates: CurrencyRates | null = null): OrderSubmit {
  const keys = useRef(createAttemptKeys());
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [errors, setErrors] = useState<OrderFieldErrors>(emptyFieldErrors);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const basketRef = useRef(basket);
  basketRef.current = basket;
  const ratesRef = useRef(rates);
  ratesRef.current = rates;

  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);

  const submit = useCallback(
    async (body: OrderCreateBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPhase('submitting');
      setErrors(emptyFieldErrors());
      const key = keys.current.current();
      try {
        const created = await api.createOrder(body, key);
        keys.current.answered();
        const checkout = checkoutBasketOf(basketRef.current, brand);
        const valueRub = checkout ? inRoubles(created.ga4.value, checkout.currency, ratesRef.current) : undefined;
        const event = checkout && purchase({ ...checkout, value: created.ga4.value }, { transactionId: created.ga4.transaction_id, shipping: created.ga4.shipping, valueRub });
        if (event) {
          void isPurchaseUnsent(
            created.orders.map((order) => order.id),
            api.reportCreated,
          ).then((unsent) => unsent && push(event));
        }
        rememberOrder(browserStorage('local'), { userId: created.userId, phone: created.userPhone, email: created.userEmail, name: created.userName });
        setPhase('created');
        redirect.current = setTimeout(() => window.location.assign(created.backUrl), limits.orderRedirectDelayMs);
      } catch (failure) {
        inFlight.current = false;
        setPhase('idle');
        if (isApiClientError(failure) && failure.kind === 'http') {
          // The server answered: this attempt is over, and the basket may have changed under it.
          keys.current.answered();
          const mapped = mapOrderErrors(failure.errors);
          setErrors(hasFieldErrors(mapped) ? mapped : { ...mapped, general: [m.failed] });
          if (Object.keys(mapped.items).length > 0 || mapped.timeslots) onReload();
          return;
        }
        // No answer (network): the key stays, so a retry replays rather than orders twice.
        setErrors({ ...emptyFieldErrors(), general: [m.failed] });
      }
    },
    [api, brand, onReload],
  );

  const clearTimeslotsError = useCallback(() => setErrors((current) => (current.timeslots ? { ...current, timeslots: null } : current)), []);
  return { phase, errors, submit, clearTimeslotsError };
}
