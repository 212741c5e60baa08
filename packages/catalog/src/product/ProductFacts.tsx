import { productTexts } from '@ornament/domain';
import type { ProductDetail } from './loadProduct';
import * as productStyles from './product.css';
import * as styles from './sections.css';

/** The collection's listing: the section with the collection facet in the path. */
export function collectionHref(product: Pick<ProductDetail, 'breadcrumbs' | 'collection'>): string | null {
  const section = product.breadcrumbs[1]?.url;
  if (!product.collection || !section) return null;
  return `${section}collection-${encodeURIComponent(product.collection.code)}/`;
}

/** Characteristics: metal, stones, weight and the collection, linked to its listing (spec 2 §3). */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const collection = collectionHref(product);
  const facts = product.characteristics.filter((item) => item.code !== 'collection');
  return (
    <dl className={productStyles.facts}>
      {facts.map((item) => (
        <div key={item.code} className={productStyles.fact}>
          <dt className={productStyles.factName}>{item.name}</dt>
          <dd className={productStyles.factValue}>{item.value}</dd>
        </div>
      ))}
      {product.collection && collection ? (
        <div className={productStyles.fact}>
          <dt className={productStyles.factName}>{productTexts.collection}</dt>
          <dd className={productStyles.factValue}>
            <a href={collection} className={styles.link}>
              {product.collection.name}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
