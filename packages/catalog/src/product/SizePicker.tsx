import type { ProductSize } from '@ornament/api-contract';
import { productTexts } from '@ornament/domain';
import { slotIds } from './personal/slots';
import * as availability from './personal/sizeAvailability.css';
import { sizeHref } from './productView';
import * as styles from './sections.css';

export interface SizePickerProps {
  article: string;
  options: readonly ProductSize[];
  picked: ProductSize | null;
  needsPick: boolean;
}

/**
 * Sizes as links (spec 2 §3): the picked size lives in the URL, so it is shareable, the server
 * renders its price and stock, and picking needs no script. Sold-out sizes stay pickable so the
 * shopper can ask to be told when they are back.
 */
export function SizePicker({ article, options, picked, needsPick }: SizePickerProps) {
  if (options.length === 0) return null;
  return (
    <div className={styles.block}>
      <p id="product-size-title" className={styles.text}>
        <span className={styles.strong}>{productTexts.sizeTitle}</span>
        {picked ? `: ${picked.size}` : null}
      </p>
      <ul className={styles.sizeList} aria-labelledby="product-size-title">
        {options.map((option) => {
          const current = option.size === picked?.size;
          return (
            <li key={option.size}>
              <a
                href={sizeHref(article, option.size)}
                className={`${styles.sizeLink} ${option.in_stock ? '' : styles.sizeSoldOut}`}
                aria-current={current ? 'true' : undefined}
                aria-label={option.in_stock ? `Размер ${option.size}` : `Размер ${option.size}, ${productTexts.outOfStock.toLowerCase()}`}
                rel="nofollow"
              >
                {option.size}
              </a>
            </li>
          );
        })}
      </ul>
      {/* Filled after paint, and only once opened (offer/sizes/ in the shopper's city): the page stays the same for everyone. */}
      <details id={slotIds.sizeDisclosure} className={availability.disclosure}>
        <summary className={availability.summary}>Наличие размеров в вашем городе</summary>
        <div id={slotIds.sizeAvailability} />
      </details>
      {needsPick ? (
        <p id="product-size-prompt" className={styles.prompt} role="status">
          {productTexts.pickSize}
        </p>
      ) : null}
    </div>
  );
}
