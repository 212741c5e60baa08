import { readDocumentCookie } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { contextCookies } from '@ornament/api-contract/http';
import type { Offer } from '@ornament/api-contract';
import { useUserState } from '@ornament/auth-modal';
import { formatPrice, productTexts } from '@ornament/domain';
import { useEffect, useState } from 'react';
import * as styles from '../sections.css';
import { offerUserOf } from './offerUser';
import type { PersonalPartsProps } from './props';

type State = { status: 'loading' } | { status: 'done'; offer: Offer | null };

/**
 * The shopper's offer price (spec 2 §7, spec 3 §7 offer/common/) under the price, when it is lower;
 * a signed-in shopper is named by filter[user_id]. Loading keeps the reserved line empty; a failure
 * shows nothing, like the other extras (spec 2 §4).
 */
export function OfferPrice({ article, size, price, currency, useEzvm, pointDiamant }: PersonalPartsProps) {
  const client = useApiClient();
  const asking = offerUserOf(useUserState(), readDocumentCookie(contextCookies.signedIn) === '1');
  const userId = asking.ready ? asking.userId : undefined;
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    if (!asking.ready) return;
    const controller = new AbortController();
    client.product
      .offer({ article, size, useEzvm, pointDiamant, userId }, { signal: controller.signal })
      .then(
        (response) => setState({ status: 'done', offer: response.type === 'data' ? response.data.data : null }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'done', offer: null });
        },
      );
    return () => controller.abort();
  }, [client, article, size, useEzvm, pointDiamant, asking.ready, userId]);

  if (state.status === 'loading' || !state.offer?.personal_offer || state.offer.offer_price === null || state.offer.offer_price >= price) return null;
  const { offer } = state;
  return (
    <p className={styles.offer}>
      {productTexts.offerNote}: <span className={styles.strong}>{formatPrice(offer.offer_price ?? price, currency)}</span> · {offer.personal_offer?.title} −{offer.personal_offer?.percent}%
    </p>
  );
}
