import type { ProductSize } from '@ornament/api-contract';
import { productTexts } from '@ornament/domain';
import { availabilitySlotId } from './availability/availability';
import * as availability from './availability/availability.css';
import * as live from './livePrice/livePrice.css';
import { liveStockSlotId } from './liveStock/liveStock';
import type { PriceView } from './productView';
import * as styles from './sections.css';

export interface StockInfoProps {
  view: PriceView;
  /** The picked size's stores in the shopper's city (products/sizes/?stores=Y). */
  stores: ProductSize['stores'];
  /** A size is picked (or the product has none): its stock is what the shopper gets. */
  decided: boolean;
}

/** In stock or not, the low-stock label (spec 2 §9) and the city's stores holding the size. */
export function StockInfo({ view, stores, decided }: StockInfoProps) {
  if (!view.inStock) {
    return <p className={styles.stockOut}>{decided ? productTexts.sizeOutOfStock : productTexts.outOfStock}</p>;
  }
  return (
    <div className={styles.block}>
      {/* The picked size's stock now replaces this cached line in place when it reads otherwise (liveStock/LiveStock.tsx). */}
      <div id={liveStockSlotId} className={live.slot} aria-live="polite">
        <p className={`${styles.stockIn} ${live.cached}`}>
          {productTexts.inStock}
          {view.stockLabel ? <span className={styles.stockLow}> · {view.stockLabel}</span> : null}
        </p>
      </div>
      {/* The shopper's city: its shops holding the piece and the nearest delivery, after paint (availability/CityAvailability.tsx). */}
      <p id={availabilitySlotId} className={availability.slot} aria-live="polite" />
      {decided && stores && stores.length > 0 ? (
        <details>
          <summary className={styles.small}>{productTexts.storesWithSize(stores.length)}</summary>
          <ul className={styles.small}>
            {stores.map((store) => (
              <li key={store.id}>
                {store.name}, {store.address}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
