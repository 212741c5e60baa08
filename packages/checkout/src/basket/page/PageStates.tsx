import { basketPageMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import * as styles from './basket.css';

/**
 * An empty basket: says so and leads to the catalogue. A visitor without a session is also told that
 * a basket gathered while signed in elsewhere comes back at login (the API merges the two).
 */
export function EmptyBasket({ catalogHref, guest = false }: { catalogHref: string; guest?: boolean }) {
  return (
    <section className={styles.state} aria-labelledby="basket-empty">
      <h2 id="basket-empty" className={styles.stateTitle}>
        {m.emptyTitle}
      </h2>
      <p className={styles.muted}>{guest ? m.emptyGuestText : m.emptyText}</p>
      <Button href={catalogHref}>{m.toCatalog}</Button>
    </section>
  );
}

export function BasketLoading() {
  return (
    <div className={styles.single} aria-busy="true">
      <p className={styles.muted} role="status">
        {m.loading}
      </p>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

export function BasketError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.single}>
      <section className={styles.state}>
        <p className={styles.alert} role="alert">
          {m.loadFailed}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          {m.retry}
        </Button>
      </section>
    </div>
  );
}
