'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { addToBasket, holds, loadBasketSummary } from '@ornament/checkout/basket/add';
import { BasketLimitModal } from '@ornament/checkout/basket/limit-modal';
import { useStore } from 'jotai';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LivePrice } from '../livePrice/LivePrice';
import { LiveStock } from '../liveStock/LiveStock';
import type { BasketButtonProps } from './props';

type Phase = 'ready' | 'pending' | 'added';

/**
 * The basket button's logic, loaded after paint (spec 2 §5, spec 3 §4): create → the header badge
 * rises and the button becomes the link «В корзине»; a 422 about the limit opens 'Корзина
 * наполнена'; another failure says so under the button. A line already in the basket shows the link.
 */
export default function BasketAction({ article, size, className, noteClassName, labels, shownPrice, shownQuantity, pressed }: BasketButtonProps & { pressed: boolean }) {
  const client = useApiClient();
  const store = useStore();
  const [phase, setPhase] = useState<Phase>('ready');
  const [limit, setLimit] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // S2.9.8, S3.7.10: the live price and stock are asked when this chunk loads and again on each later press of the button.
  const [priceCheck, setPriceCheck] = useState(0);
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);

  const add = useCallback(async () => {
    setPhase('pending');
    setNote(null);
    const result = await addToBasket(client, store, article, size);
    if (result.kind === 'added') {
      focusLink.current = true;
      return setPhase('added');
    }
    setPhase('ready');
    if (result.kind === 'limit') setLimit(result.text);
    else setNote(result.text);
  }, [client, store, article, size]);

  const started = useRef(false);
  useEffect(() => {
    if (pressed && !started.current) {
      started.current = true;
      void add();
    }
  }, [pressed, add]);

  useEffect(() => {
    let live = true;
    void loadBasketSummary(client).then((summary) => {
      if (live && holds(summary, article, size)) setPhase((current) => (current === 'ready' ? 'added' : current));
    });
    return () => {
      live = false;
    };
  }, [client, article, size]);

  useEffect(() => {
    if (phase === 'added' && focusLink.current) link.current?.focus();
  }, [phase]);

  // The live price and stock first and in both states, so it keeps its answer when the button becomes the link.
  return (
    <>
      <LivePrice article={article} size={size} shown={shownPrice} check={priceCheck} />
      <LiveStock article={article} size={size} shownQuantity={shownQuantity} check={priceCheck} />
      {phase === 'added' ? (
        // A client-side move keeps the page's state: the basket marks the line just added (spec 3 §4).
        <Link ref={link} href="/basket/" className={className}>
          {labels.inBasket}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className={className}
            disabled={phase === 'pending'}
            aria-busy={phase === 'pending' || undefined}
            onClick={() => {
              setPriceCheck((n) => n + 1);
              void add();
            }}
          >
            {phase === 'pending' ? labels.adding : labels.add}
          </button>
          {note ? (
            <p className={noteClassName} role="alert">
              {note}
            </p>
          ) : null}
          <BasketLimitModal text={limit} onClose={() => setLimit(null)} showBasketLink />
        </>
      )}
    </>
  );
}
