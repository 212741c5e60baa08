import type { Badge, SaleLabel } from '@ornament/api-contract';
import { productTexts } from '@ornament/domain';
import * as styles from './sections.css';

export interface ProductBadgesProps {
  badges: readonly Badge[];
  premium: boolean;
  saleLabel: SaleLabel | null;
}

/** The catalogue's badges, the premium mark (spec 2 §3 rule) and the sale sticker with its terms. */
export function ProductBadges({ badges, premium, saleLabel }: ProductBadgesProps) {
  if (badges.length === 0 && !premium && !saleLabel) return null;
  return (
    <div className={styles.block}>
      <ul className={styles.badgeList} aria-label="Метки товара">
        {premium ? (
          <li className={`${styles.badge} ${styles.premium}`}>{productTexts.premium}</li>
        ) : null}
        {badges.map((badge) => (
          <li key={badge.code} className={styles.badge} style={{ background: badge.background, color: badge.color }}>
            {badge.text}
          </li>
        ))}
        {saleLabel ? (
          <li className={styles.sticker} style={{ background: saleLabel.sticker_background_color }}>
            {saleLabel.sticker_text}
          </li>
        ) : null}
      </ul>
      {saleLabel?.sticker_description ? <p className={styles.small}>{saleLabel.sticker_description}</p> : null}
    </div>
  );
}
