'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { listingMessages } from '@ornament/domain';
import { useNearScreen } from '@ornament/ui-kit/near-screen';
import { useEffect, useRef, useState } from 'react';
import { ProductStripCards } from '../home/ProductStripCards';
import { type ProductCardData, toCardData } from '../product/cardProps';
import { productRecommendations } from './loadRecommendations';
import * as styles from './recommendations.css';

export interface ProductRecommendationsProps {
  /** The product's article (or url code). */
  article: string;
}

function Strip({ id, title, cards }: { id: string; title: string; cards: readonly ProductCardData[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ProductStripCards cards={cards} label={title} />
    </section>
  );
}

type Loaded = { alternatives: ProductCardData[]; crossSell: ProductCardData[] };

/**
 * The product page's recommendations (spec 2 §7): alternatives (same category and price band) and
 * cross-sell (complementary pieces). They sit far below the fold: once in the cached page they were
 * two fifths of it (some 50 cards' markup and data). They are asked for as the shopper scrolls within
 * a screen or so of them, so their two calls and their render are not part of the page's first load;
 * nothing when both are empty or the calls fail.
 */
export function ProductRecommendations({ article }: ProductRecommendationsProps) {
  const client = useApiClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    void productRecommendations(client, article, controller.signal).then(({ alternatives, crossSell }) => {
      if (!controller.signal.aborted) setLoaded({ alternatives: alternatives.map(toCardData), crossSell: crossSell.map(toCardData) });
    });
    return () => controller.abort();
  }, [client, article, near]);
  if (!loaded) return <div ref={place} />;
  return (
    <>
      <Strip id="product-alternatives" title={listingMessages.alternatives} cards={loaded.alternatives} />
      <Strip id="product-cross-sell" title={listingMessages.crossSell} cards={loaded.crossSell} />
    </>
  );
}
