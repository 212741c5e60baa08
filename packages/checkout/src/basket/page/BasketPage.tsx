import { type BrandId, type CountryCode, basketPageMessages as m, usesEzvm } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import * as styles from './basket.css';
import { BasketApp } from './BasketApp';
import { BasketFirstPaint } from './FirstPaint';

export interface BasketPageProps {
  brand: BrandId;
  country: CountryCode;
  catalogHref: string;
}

/**
 * /basket/: the heading renders on the server; the basket itself is per shopper and computed with
 * flags the browser keeps (bonuses, stars, gift card), so it loads in the browser. The HTML is the
 * same for everyone; a first visit (no API session, so no basket) still paints its empty state at
 * once (page/FirstPaint.tsx).
 */
export function BasketPage({ brand, country, catalogHref }: BasketPageProps) {
  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>{m.title}</h1>
      <BasketApp brand={brand} country={country} catalogHref={catalogHref} useEzvm={usesEzvm(country, brand)} firstPaint={<BasketFirstPaint catalogHref={catalogHref} />} />
    </Container>
  );
}
