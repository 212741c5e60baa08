'use client';

import { contentQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from './header.css';
import { promoButtonArea, promoButtonOf } from './promo';

/** The configured custom promo button (content area 'nav-buttons'); nothing while loading or if unset. */
export function PromoButton() {
  const client = useApiClient();
  const area = useQuery(contentQueries.area(client, promoButtonArea));
  const [hovered, setHovered] = useState(false);
  const promo = promoButtonOf(area.data?.data);
  if (!promo) return null;
  return (
    <a className={styles.promoButton} href={promo.url} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {promo.items.map((item) => {
        const image = hovered ? item.hoverImage : item.image;
        return (
          <span key={item.label} className={styles.promoItem}>
            {image ? <img className={styles.promoImage} src={image} alt="" width={24} height={24} /> : null}
            {item.label}
          </span>
        );
      })}
    </a>
  );
}
