import { type BrandId, type CountryCode, basketPageMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import * as styles from './basket.css';
import { BasketApp } from './BasketApp';

export interface BasketPageProps {
  brand: BrandId;
  country: CountryCode;
  catalogHref: string;
}

/**
 * /basket/: the heading renders on the server; the basket itself is per shopper and computed with
 * flags the browser keeps (bonuses, stars, gift card), so it loads in the browser.
 */
export function BasketPage({ brand, country, catalogHref }: BasketPageProps) {
  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>{m.title}</h1>
      <BasketApp brand={brand} country={country} catalogHref={catalogHref} useEzvm={country === 'RU' && brand === 'main'} />
    </Container>
  );
}
