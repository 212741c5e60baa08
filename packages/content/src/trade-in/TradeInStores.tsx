import type { StoresResponse } from '@ornament/api-contract';
import { tradeInMessages as m } from '@ornament/domain';
import * as styles from './tradeIn.css';
import { showsStores } from './tradeInView';

/** Shops of the shopper's city that take trade-in; nothing at all when there are none (total-count 0). */
export function TradeInStores({ stores }: { stores: StoresResponse | null }) {
  if (!stores || !showsStores(stores.meta)) return null;
  return (
    <section className={styles.stores} aria-labelledby="trade-in-stores">
      <h2 id="trade-in-stores" className={styles.partTitle}>
        {m.storesTitle}
      </h2>
      <ul className={styles.storeList}>
        {stores.data.map((store) => (
          <li key={store.id} className={styles.store}>
            <p className={styles.storeName}>{store.attributes.name}</p>
            <p className={styles.muted}>{store.attributes.address}</p>
            {store.attributes.metro ? <p className={styles.muted}>{`м. ${store.attributes.metro}`}</p> : null}
            {store.attributes.phone ? <a href={`tel:${store.attributes.phone.replace(/[^\d+]/g, '')}`}>{store.attributes.phone}</a> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
