import { fromProduct, toAnalyticsItem } from '@ornament/analytics';
import { type BrandId, formatBonus } from '@ornament/domain';
import { Breadcrumbs, Container, Price } from '@ornament/ui-kit';
import { ProductViewAnalytics } from '../analytics/ProductViewAnalytics';
import { NextProductImage } from './NextProductImage';
import type { ProductDetail } from './loadProduct';
import * as styles from './product.css';

export interface ProductPageProps {
  product: ProductDetail;
  /** The storefront's brand: the analytics item's default brand. */
  brand: BrandId;
}

/** Two columns from 768 px: the picture takes half the width, below that the whole screen. */
const pictureSizes = '(min-width: 768px) 50vw, 100vw';

/**
 * The product page's server-rendered body (spec 2 §2–§3): path, pictures, name, article, price,
 * bonus to earn, characteristics and description. The catalogue issue adds sizes, delivery,
 * reviews and the rest beside these parts.
 */
export function ProductPage({ product, brand }: ProductPageProps) {
  const currency = product.currency.code;
  const [first, ...more] = product.media_with_formatting;
  return (
    <Container as="div" className={styles.page}>
      <ProductViewAnalytics currency={product.currency.code} item={toAnalyticsItem(fromProduct(product), { brand })} />
      <Breadcrumbs items={product.breadcrumbs} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {first ? (
            <div className={styles.galleryMain}>
              <NextProductImage src={first.url} alt={first.alt || product.name} width={first.width} height={first.height} sizes={pictureSizes} priority className={styles.picture} />
            </div>
          ) : null}
          {more.slice(0, 4).map((media) => (
            <NextProductImage key={media.url} src={media.url} alt={media.alt || product.name} width={media.width} height={media.height} sizes="(min-width: 768px) 25vw, 50vw" priority={false} className={styles.picture} />
          ))}
        </div>
        <div className={styles.summary}>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.muted}>Артикул: {product.article}</p>
          <Price amount={product.price} currency={currency} oldAmount={product.old_price} discount={product.discount} size="l" />
          {product.bonus > 0 ? <p className={styles.bonus}>+{formatBonus(product.bonus)} за покупку</p> : null}
          <p className={styles.muted}>{product.stock.in_stock ? 'В наличии' : 'Нет в наличии'}</p>
          {product.characteristics.length ? (
            <dl className={styles.facts}>
              {product.characteristics.map((item) => (
                <div key={item.code} className={styles.fact}>
                  <dt className={styles.factName}>{item.name}</dt>
                  <dd className={styles.factValue}>{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className={styles.sectionTitle}>
            Описание
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      ) : null}
    </Container>
  );
}
