import { useApiClient } from '@ornament/api-client/react/client';
import type { Offer } from '@ornament/api-contract';
import { formatPrice, productTexts } from '@ornament/domain';
import { useEffect, useState } from 'react';
import * as styles from '../sections.css';
import type { PersonalPartsProps } from './props';

type State = { status: 'loading' } | { status: 'done'; offer: Offer | null };

/**
 * The shopper's offer price (spec 2 §7 offer/common/) under the price, when it is lower. Loading
 * keeps the reserved line empty; a failure shows nothing, like the other extras (spec 2 §4).
 */
export function OfferPrice({ article, size, price, currency, useEzvm, pointDiamant }: PersonalPartsProps) {
  const client = useApiClient();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    client.product
      .offer({ article, size, useEzvm, pointDiamant }, { signal: controller.signal })
      .then(
        (response) => setState({ status: 'done', offer: response.type === 'data' ? response.data.data : null }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'done', offer: null });
        },
      );
    return () => controller.abort();
  }, [client, article, size, useEzvm, pointDiamant]);

  if (state.status === 'loading' || !state.offer?.personal_offer || state.offer.offer_price === null || state.offer.offer_price >= price) return null;
  const { offer } = state;
  return (
    <p className={styles.offer}>
      {productTexts.offerNote}: <span className={styles.strong}>{formatPrice(offer.offer_price ?? price, currency)}</span> · {offer.personal_offer?.title} −{offer.personal_offer?.percent}%
    </p>
  );
}
