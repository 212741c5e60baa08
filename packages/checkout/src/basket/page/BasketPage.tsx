import { type BrandId, type CountryCode, basketPageMessages as m, usesEzvm } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import * as styles from './basket.css';
import { BasketApp } from './BasketApp';

export interface BasketPageProps {
  brand: BrandId;
  country: CountryCode;
  catalogHref: string;
  /** No API session yet, so no basket: the empty state renders at once, not a placeholder. */
  knownEmpty: boolean;
}

/**
 * /basket/: the heading renders on the server; the basket itself is per shopper and computed with
 * flags the browser keeps (bonuses, stars, gift card), so it loads in the browser. A first visit
 * (no API session) has no basket: its empty state is in the server's HTML.
 */
export function BasketPage({ brand, country, catalogHref, knownEmpty }: BasketPageProps) {
  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>{m.title}</h1>
      <BasketApp brand={brand} country={country} catalogHref={catalogHref} knownEmpty={knownEmpty} useEzvm={usesEzvm(country, brand)} />
    </Container>
  );
}
