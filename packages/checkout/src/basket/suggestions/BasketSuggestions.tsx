'use client';

import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { Basket, BasketUpsellProduct, PackLinkResponse } from '@ornament/api-contract';
import { Price } from '@ornament/ui-kit/components/Price/Price';
import { useEffect, useState } from 'react';
import { basketSuggestionMessages as m } from './messages';
import * as styles from './suggestions.css';

export interface BasketSuggestionsProps {
  /** The upsell is asked again when its articles change; the packaging is not offered once in it. */
  basket: Pick<Basket, 'productList' | 'package' | 'pricesCurrentCountry'>;
}

type Pack = PackLinkResponse['data'];

/**
 * Below the basket (spec 3 §7): products that complement it (GET v6/basket/upsell/, S3.7.13) and the
 * gift packaging's page (GET v6/link/get-pack-link/, S3.7.14), unless it is unavailable (KZ) or
 * already in the basket. Both are extras: a failed call shows nothing rather than an error.
 */
export function BasketSuggestions({ basket }: BasketSuggestionsProps) {
  const client = useApiClient();
  const [upsell, setUpsell] = useState<readonly BasketUpsellProduct[]>([]);
  const [pack, setPack] = useState<Pack | null>(null);
  const currency = basket.pricesCurrentCountry;
  const packInBasket = basket.package?.inBasket === true;
  const articlesKey = basket.productList.map((line) => line.article).join(',');

  useEffect(() => {
    let live = true;
    client.basket.upsell({ cache: 'no-store' }).then(
      (response) => live && setUpsell(unwrap(response).data),
      () => live && setUpsell([]),
    );
    return () => {
      live = false;
    };
  }, [client, articlesKey]);

  useEffect(() => {
    let live = true;
    client.basket.packLink().then(
      (response) => live && setPack(unwrap(response).data),
      () => live && setPack(null),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const showPack = pack !== null && pack.isAvailable && !packInBasket;
  if (upsell.length === 0 && !showPack) return null;
  return (
    <div className={styles.frame}>
      {showPack ? (
        <section className={styles.pack} aria-labelledby="basket-pack">
          <span className={styles.packText}>
            <strong id="basket-pack">{m.packTitle}</strong>
            <span className={styles.muted}>{m.packText}</span>
          </span>
          <Price amount={pack.price} currency={currency} />
          <a className={styles.link} href={pack.link}>
            {m.packLink}
          </a>
        </section>
      ) : null}
      {upsell.length > 0 ? (
        <section aria-labelledby="basket-upsell">
          <h2 id="basket-upsell" className={styles.title}>
            {m.upsellTitle}
          </h2>
          <ul className={styles.strip}>
            {upsell.map((product) => (
              <li key={product.article}>
                <a className={styles.card} href={`/product/${encodeURIComponent(product.article)}/`}>
                  <img className={styles.photo} src={product.photo} alt="" width={240} height={240} loading="lazy" decoding="async" />
                  <span>{product.title}</span>
                  <Price amount={product.price} oldAmount={product.oldPrice} currency={currency} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
