'use client';

// The basket page's state (spec 3 §4 "Basket"): loaded in the browser with the flags the shopper
// keeps in storage, then every change is one call answering the whole basket. One call at a time
// (the loading flag disables the controls); a rejected call becomes the limit modal, a warning
// keyed by its pointer, or the generic failure text. Each answer feeds the header counter.
import { useApiClient } from '@ornament/api-client/react/client';
import type { Basket, BasketCalculateBody } from '@ornament/api-contract';
import { cartCountAtom } from '@ornament/shell/state';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureOf } from './actionErrors';
import { type BasketApi, basketApiOf } from './basketApi';
import { type BasketToggle, browserFlagStores, calculateFlagsOf, storeGiftCard, storeToggle } from './calculateFlags';

export type BasketCall = (api: BasketApi, flags: BasketCalculateBody) => Promise<Basket>;

export interface BasketPageState {
  status: 'loading' | 'ready' | 'error';
  basket: Basket | null;
  /** A call is pending: controls wait for it. */
  pending: boolean;
  flags: BasketCalculateBody;
  /** Warnings of rejected calls, by pointer. */
  warnings: ReadonlyMap<string, string>;
  /** The limit modal's text while it is open. */
  limit: string | null;
  /** The last call's failure text, until the next call. */
  failure: string | null;
}

export interface BasketActions {
  reload(): void;
  /** The basket the call answered, or null when it was refused (or another call was pending). */
  run(call: BasketCall): Promise<Basket | null>;
  toggle(toggle: BasketToggle, on: boolean): void;
  setGiftCard(number: string | null): Promise<boolean>;
  /** Hands in a basket another part's call answered (the checkout panel). */
  accept(basket: Basket): void;
  /** Changes calculate flags for this page (the checkout panel's delivery choices) and recalculates. */
  changeFlags(patch: Partial<BasketCalculateBody>): void;
  closeLimit(): void;
}

export function useBasket(useEzvm: boolean): [BasketPageState, BasketActions] {
  const client = useApiClient();
  const api = useMemo(() => basketApiOf(client), [client]);
  const setCount = useSetAtom(cartCountAtom);
  const [state, setState] = useState<BasketPageState>(() => ({
    status: 'loading',
    basket: null,
    pending: true,
    flags: { useEzvm },
    warnings: new Map(),
    limit: null,
    failure: null,
  }));
  const flags = useRef<BasketCalculateBody>(state.flags);
  const busy = useRef(false);
  /** A recalculation asked for while another call was pending: it runs once that call ends. */
  const queued = useRef(false);
  const recalculate = useRef<() => void>(() => undefined);

  const accept = useCallback(
    (basket: Basket) => {
      setCount(basket.quantity);
      setState((current) => ({ ...current, status: 'ready', basket, pending: false, failure: null }));
    },
    [setCount],
  );

  const run = useCallback(
    async (call: BasketCall): Promise<Basket | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState((current) => ({ ...current, pending: true, failure: null }));
      try {
        const basket = await call(api, flags.current);
        setState((current) => ({ ...current, warnings: new Map() }));
        accept(basket);
        return basket;
      } catch (error) {
        const failure = failureOf(error);
        setState((current) => {
          const next = { ...current, pending: false };
          if (current.status === 'loading') return { ...next, status: 'error' };
          if (failure.kind === 'limit') return { ...next, limit: failure.text };
          if (failure.kind === 'warning') return { ...next, warnings: new Map(current.warnings).set(failure.key, failure.text) };
          return { ...next, failure: failure.text };
        });
        return null;
      } finally {
        busy.current = false;
        if (queued.current) {
          queued.current = false;
          recalculate.current();
        }
      }
    },
    [api, accept],
  );
  recalculate.current = () => {
    if (busy.current) queued.current = true;
    else void run((calls, body) => calls.calculate(body));
  };

  const reload = useCallback(() => {
    flags.current = calculateFlagsOf(browserFlagStores(), useEzvm);
    setState((current) => ({ ...current, flags: flags.current, status: current.basket ? current.status : 'loading' }));
    recalculate.current();
  }, [useEzvm]);

  useEffect(reload, [reload]);

  const actions = useMemo<BasketActions>(
    () => ({
      reload,
      run,
      accept,
      toggle(toggle, on) {
        storeToggle(browserFlagStores(), toggle, on);
        reload();
      },
      async setGiftCard(number) {
        const done = (await run((calls, body) => calls.setGiftCard(number, { ...body, applyGiftCard: number !== null }))) !== null;
        if (done) {
          storeGiftCard(browserFlagStores(), number);
          flags.current = calculateFlagsOf(browserFlagStores(), useEzvm);
          setState((current) => ({ ...current, flags: flags.current }));
        }
        return done;
      },
      changeFlags(patch) {
        flags.current = { ...flags.current, ...patch };
        setState((current) => ({ ...current, flags: flags.current }));
        recalculate.current();
      },
      closeLimit: () => setState((current) => ({ ...current, limit: null })),
    }),
    [reload, run, accept, useEzvm],
  );
  return [state, actions];
}
