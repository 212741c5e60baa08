import type { DeliveryInfo } from '@ornament/api-contract';
import { formatPrice, freeDeliveryText, productTexts } from '@ornament/domain';
import type { InfoBlock } from './paymentBlocks';
import * as styles from './sections.css';

export interface ProductInfoProps {
  blocks: readonly InfoBlock[];
  delivery: DeliveryInfo | null;
}

function deliveryLines(delivery: DeliveryInfo): string[] {
  const price = delivery.delivery_price > 0 ? formatPrice(delivery.delivery_price, delivery.currency) : 'бесплатно';
  return [
    `Курьером — от ${delivery.courier_days} дн., ${price}`,
    `Самовывоз из магазина — от ${delivery.pickup_days} дн., бесплатно`,
    freeDeliveryText(formatPrice(delivery.free_delivery_from, delivery.currency)),
  ];
}

/**
 * Delivery, payment, refund, pay-later, personal price and quality guarantee (spec 2 §7 content
 * areas): native disclosures, so they open without script. Area HTML is sanitised by the API.
 */
export function ProductInfo({ blocks, delivery }: ProductInfoProps) {
  if (blocks.length === 0 && !delivery) return null;
  return (
    <section aria-label="Доставка и оплата" className={styles.info}>
      {delivery ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>{productTexts.deliveryTitle}</summary>
          <ul className={styles.areaHtml}>
            {deliveryLines(delivery).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {blocks.map((block) => (
        <details key={block.code} className={styles.disclosure}>
          <summary className={styles.summary}>{block.title}</summary>
          {block.html ? <div className={styles.areaHtml} dangerouslySetInnerHTML={{ __html: block.html }} /> : null}
          {block.items.length > 0 ? (
            <ul className={styles.areaHtml}>
              {block.items.map((item) => (
                <li key={item.title}>{item.link ? <a href={item.link} className={styles.link}>{item.title}</a> : item.title}</li>
              ))}
            </ul>
          ) : null}
        </details>
      ))}
    </section>
  );
}
