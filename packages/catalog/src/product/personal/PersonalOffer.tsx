import { readDocumentCookie } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { contextCookies, personalOfferMinLifetimeMs } from '@ornament/api-contract/http';
import type { PersonalOffer as Offer, PersonalOffersResponse } from '@ornament/api-contract';
import { formatDate, formatPrice, liveOffers, runtimeTimeZone, loyaltyMessages as m, offerDiscountText, productOfferOf } from '@ornament/domain';
import { useEffect, useState } from 'react';
import * as styles from '../sections.css';

type Shown = { offer: Offer; currency: PersonalOffersResponse['meta']['currency'] };

/** The expiry in the shopper's own zone (this part renders only in the browser). */
function expiryText(iso: string): string | null {
  if (Number.isNaN(Date.parse(iso))) return null;
  return m.validUntil(formatDate(iso, runtimeTimeZone()));
}

/**
 * The shopper's personal offer for this article (spec 3 §7 bonussystem/personal-offer/ v4 with
 * filter[article]): name, discount, the price after it, the coupon and the expiry. A guest (no
 * session flag) causes no call; no offer or a failure shows nothing.
 */
export function PersonalOffer({ article }: { article: string }) {
  const client = useApiClient();
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (readDocumentCookie(contextCookies.signedIn) !== '1') return;
    const controller = new AbortController();
    client.loyalty.personalOffers(4, article, { signal: controller.signal }).then(
      (response) => {
        if (response.type !== 'data') return;
        const offer = productOfferOf(liveOffers(response.data.data, Date.now(), personalOfferMinLifetimeMs));
        setShown(offer ? { offer, currency: response.data.meta.currency } : null);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, article]);

  if (!shown) return null;
  const a = shown.offer.attributes;
  const expiry = expiryText(a['date-expire']);
  return (
    <section className={styles.tradeIn} aria-labelledby="product-personal-offer">
      <p id="product-personal-offer" className={`${styles.text} ${styles.strong}`}>
        {m.productOfferTitle}
      </p>
      <p className={styles.text}>
        {a['promotion-name']} <span className={styles.offer}>{offerDiscountText(a['discount-type'], a['discount-value'], shown.currency)}</span>
      </p>
      {a.price !== null ? (
        <p className={styles.text}>
          {m.priceWithOffer}: <span className={styles.strong}>{formatPrice(a.price, shown.currency)}</span>
        </p>
      ) : null}
      {a.coupon ? (
        <p className={styles.text}>
          {m.coupon}: <code>{a.coupon}</code>
        </p>
      ) : null}
      {expiry ? <p className={styles.small}>{expiry}</p> : null}
    </section>
  );
}
