import { readDocumentCookie } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { contextCookies } from '@ornament/api-contract/http';
import type { Offer, OfferSize } from '@ornament/api-contract';
import { useUserState } from '@ornament/auth-modal';
import { type CurrencyCode, formatPrice } from '@ornament/domain';
import { useEffect, useState } from 'react';
import * as sectionStyles from '../sections.css';
import { offerUserOf } from './offerUser';
import { sizeAvailabilityRows, sizeAvailabilityTexts as t } from './sizeAvailability';
import * as styles from './sizeAvailability.css';

export interface SizeAvailabilityProps {
  /** The server-rendered disclosure under the size picker: nothing loads until it is opened. */
  disclosure: HTMLDetailsElement;
  urlCode: string;
  currency: CurrencyCode;
  useEzvm: boolean;
  pointDiamant: boolean;
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; sizes: OfferSize[]; offers: Offer[] | null };

/**
 * Each size's availability in the shopper's city (offer/sizes/{urlCode}/), then the shopper's price of
 * every size in one offer/common/ call (its list form). A failed price call leaves the availability.
 */
export function SizeAvailability({ disclosure, urlCode, currency, useEzvm, pointDiamant }: SizeAvailabilityProps) {
  const client = useApiClient();
  const asking = offerUserOf(useUserState(), readDocumentCookie(contextCookies.signedIn) === '1');
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<State>({ status: 'idle' });

  // Nothing is asked until the shopper opens the disclosure (it may already be open when this mounts).
  useEffect(() => {
    const onToggle = () => disclosure.open && setRequested(true);
    onToggle();
    disclosure.addEventListener('toggle', onToggle);
    return () => disclosure.removeEventListener('toggle', onToggle);
  }, [disclosure]);

  const ready = requested && asking.ready;
  const userId = asking.ready ? asking.userId : undefined;
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const signal = controller.signal;
    setState({ status: 'loading' });
    void (async () => {
      try {
        const answer = await client.delivery.sizes(urlCode, { signal });
        if (answer.type !== 'data') throw new Error('redirect');
        const { data: sizes, meta } = answer.data;
        setState({ status: 'ready', sizes, offers: null });
        const priced = await client.product
          .offers({ offers: sizes.map(({ size }) => ({ article: meta.article, size })), userId, useEzvm, pointDiamant }, { signal })
          .catch(() => null);
        if (priced?.type === 'data') setState({ status: 'ready', sizes, offers: priced.data.offers });
      } catch {
        if (!signal.aborted) setState({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [ready, client, urlCode, userId, useEzvm, pointDiamant]);

  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <p className={sectionStyles.small}>{t.loading}</p>;
  if (state.status === 'error') return <p className={sectionStyles.small}>{t.failed}</p>;
  return (
    <ul className={styles.list} aria-label={t.listLabel}>
      {sizeAvailabilityRows(state.sizes, state.offers).map((row) => (
        <li key={row.size} className={styles.row}>
          <span className={sectionStyles.strong}>{row.size}</span>
          <span className={styles.tone[row.tone]}>{row.label}</span>
          <span className={styles.price}>
            {formatPrice(row.price, currency)}
            {row.shopperPrice !== null ? `, ${t.yourPrice} ${formatPrice(row.shopperPrice, currency)}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
