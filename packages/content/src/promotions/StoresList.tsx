import type { PromotionStore } from '@ornament/api-contract';
import { promotionMessages as t } from '@ornament/domain';
import type { Loaded } from './loadPromotions';
import * as styles from './promotions.css';

/** The stores taking part (GET stores/?address-program-id=); null when the promotion names none. */
export function StoresList({ stores }: { stores: Loaded<PromotionStore[]> | null }) {
  if (stores === null) return <p className={styles.muted}>{t.storesEmpty}</p>;
  if (stores.kind !== 'data') return <p role="alert" className={styles.alert}>{t.loadError}</p>;
  if (stores.data.length === 0) return <p className={styles.muted}>{t.storesEmpty}</p>;
  return (
    <ul className={styles.stores}>
      {stores.data.map((store) => (
        <li key={store.id} className={styles.store}>
          <strong>{store.attributes.name}</strong>
          <span>{store.attributes.address}</span>
          {store.attributes.phone ? <a href={`tel:${store.attributes.phone.replace(/[^\d+]/g, '')}`}>{store.attributes.phone}</a> : null}
        </li>
      ))}
    </ul>
  );
}
