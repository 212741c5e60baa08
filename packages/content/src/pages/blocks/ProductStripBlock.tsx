import type { ApiClient } from '@ornament/api-client';
import type { ContentArea, Product } from '@ornament/api-contract';
import { landingStripSize, pagesMessages as m } from '@ornament/domain';
import { PlainImage, ProductCard } from '@ornament/ui-kit';
import * as styles from '../pages.css';
import { contentCache } from '../loadContentPage';

const stripSizes = '(min-width: 1280px) 23vw, (min-width: 768px) 31vw, 46vw';

/** The catalogue path an item names ('/jewelry-catalog/rings/'); anything else is not a strip. */
export function stripPathOf(link: string | null): string | null {
  return link && /^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/.test(link) ? link : null;
}

async function stripProducts(client: ApiClient, path: string): Promise<Product[]> {
  try {
    const response = await client.catalog.listing(path, { per_page: landingStripSize }, contentCache);
    return response.type === 'data' ? response.data.data.slice(0, landingStripSize) : [];
  } catch {
    return []; // a strip is an extra: the landing stands without it
  }
}

/** One product strip per item: its title over the first products of its catalogue path. */
export async function ProductStripBlock({ area, client }: { area: ContentArea; client: ApiClient }) {
  const strips = area.items.flatMap((item) => {
    const path = stripPathOf(item.link);
    return path ? [{ id: item.id, title: item.title, path }] : [];
  });
  const loaded = await Promise.all(strips.map(async (strip) => ({ ...strip, products: await stripProducts(client, strip.path) })));
  const shown = loaded.filter((strip) => strip.products.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className={styles.block}>
      {area.title ? <h2 className={styles.blockTitle}>{area.title}</h2> : null}
      {shown.map((strip) => (
        <div key={strip.id} className={styles.block}>
          <div className={styles.stripHead}>
            <h3 className={styles.blockTitle}>{strip.title}</h3>
            <a className={styles.stripLink} href={strip.path}>
              {m.stripAll}
            </a>
          </div>
          <ul className={styles.strip} aria-label={strip.title}>
            {strip.products.map((product) => {
              const media = product.media_with_formatting[0];
              return (
                <li key={product.id} className={styles.stripItem}>
                  <ProductCard
                    href={`/product/${encodeURIComponent(product.article)}/`}
                    name={product.name}
                    image={media ? { src: media.url, width: media.width, height: media.height } : undefined}
                    price={product.price}
                    oldPrice={product.old_price}
                    discount={product.discount}
                    currency={product.currency.code}
                    caption={product.material.name}
                    sizes={stripSizes}
                    renderImage={PlainImage}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
