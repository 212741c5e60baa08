// One promotion in a list: picture, title, short text and its end date. No hooks, so both the server
// lists and the browser's "show more" render it.
import type { Promotion } from '@ornament/api-contract';
import { promotionMessages as t } from '@ornament/domain';
import Image from 'next/image';
import { formatPromotionDate } from './format';
import * as styles from './promotions.css';

export interface PromotionCardProps {
  promotion: Promotion;
  /** The storefront's zone label ('UTC+3:00'). */
  zone: string;
  sizes: string;
  /** The first slide's picture is the page's largest paint. */
  priority?: boolean;
}

export function PromotionCard({ promotion, zone, sizes, priority = false }: PromotionCardProps) {
  const a = promotion.attributes;
  const ends = a['ended-at'] ? formatPromotionDate(a['ended-at'], zone) : null;
  return (
    <a href={`/promotions/${a.slug}/`} className={`${styles.card} ${a.finished ? styles.finishedCard : ''}`} data-promotion={a.slug}>
      <span className={styles.cardImage}>
        <Image src={a.images.preview} alt="" fill sizes={sizes} unoptimized priority={priority} />
      </span>
      <span className={styles.cardMeta}>{a.type['promotion-type-name']}</span>
      <h3 className={styles.cardTitle}>{a.title}</h3>
      <p className={styles.cardText}>{a['preview-description']}</p>
      {a.finished ? <span className={styles.cardMeta}>{t.finished}</span> : ends ? <span className={styles.cardMeta}>{`${t.endsAt} ${ends}`}</span> : null}
    </a>
  );
}
