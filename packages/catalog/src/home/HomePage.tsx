import type { ApiClient, CatalogListingResult, QueryParams } from '@ornament/api-client';
import type { ContentArea, MenuItem } from '@ornament/api-contract';
import { productImageSide } from '@ornament/api-contract/http';
import { Button, Container } from '@ornament/ui-kit';
import { PromotionAnalytics } from '../analytics/PromotionAnalytics';
import { ProductPicture } from '../product/ProductPicture';
import { categoryTiles } from './categoryTiles';
import * as styles from './home.css';
import { ProductStrip } from './ProductStrip';

export interface HomeHero {
  eyebrow: string;
  title: string;
  lead: string;
  cta: string;
}

export interface HomeStrip {
  title: string;
  /** The catalogue path listed, also the 'Смотреть все' link. */
  path: string;
  query?: QueryParams;
}

export interface HomePageProps {
  client: ApiClient;
  catalogPrefix: string;
  hero: HomeHero;
  strips: readonly HomeStrip[];
  /** The content area feeding the hero's text and link; null for a storefront with a fixed hero. */
  heroArea?: string | null;
}

const stripSize = 10;

async function settle<T>(promise: Promise<{ type: 'data'; data: T } | { type: 'redirect' }>, what: string): Promise<T | undefined> {
  try {
    const response = await promise;
    return response.type === 'data' ? response.data : undefined;
  } catch (error) {
    // The home page shows what it can: a failing block is left out, the rest still renders.
    console.error(`Home page: ${what} failed`, error);
    return undefined;
  }
}

/** A same-origin picture only: the CSP allows images from self (and data:) alone. */
function localImage(url: string | null | undefined): string | undefined {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

/** The home page, rendered on the server: hero, category tiles and product strips. */
export async function HomePage({ client, catalogPrefix, hero, strips, heroArea = 'main-syte-images' }: HomePageProps) {
  const [area, menu, ...lists] = await Promise.all([
    heroArea ? settle<{ data: ContentArea }>(client.content.area(heroArea), 'hero area') : undefined,
    settle<{ data: MenuItem[] }>(client.content.menu(), 'menu'),
    ...strips.map((strip) =>
      settle<CatalogListingResult>(client.catalog.listing(strip.path, { ...strip.query, per_page: stripSize }), strip.title),
    ),
  ]);
  const products = lists.flatMap((list) => list?.data ?? []);
  const items = area?.data.items ?? [];
  const banner = items.find((item) => localImage(item.image)) ?? items.find((item) => localImage(item.link));
  const heroPicture = localImage(banner?.image) ?? products[0]?.media_with_formatting[0]?.url;
  const catalogHref = `/${catalogPrefix}/`;
  const tiles = categoryTiles(menu?.data ?? [], products, catalogPrefix);

  const heroSection = (
    <section className={styles.hero}>
      <Container className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.heroTitle}>{banner?.title || hero.title}</h1>
          <p className={styles.heroLead}>{banner?.text || hero.lead}</p>
          <Button href={localImage(banner?.link) ?? catalogHref} size="l">
            {hero.cta}
          </Button>
        </div>
        {heroPicture ? (
          <div className={styles.heroPicture}>
            <ProductPicture
              src={heroPicture}
              alt=""
              width={productImageSide}
              height={productImageSide}
              sizes="(min-width: 1440px) 520px, (min-width: 768px) 45vw, 100vw"
              className={styles.heroImage}
              priority
            />
          </div>
        ) : null}
      </Container>
    </section>
  );
  // The content area's banner is a promotion: its views and clicks go to analytics (spec 1 §3).
  const bannerName = banner?.title || hero.title;
  const promotion = banner
    ? {
        id: banner.id,
        name: bannerName,
        slot: heroArea ?? '',
        image: heroPicture ?? '',
        url: localImage(banner.link) ?? catalogHref,
        creativeName: bannerName,
        promotionName: bannerName,
      }
    : null;

  return (
    <div className={styles.page}>
      {promotion ? <PromotionAnalytics banner={promotion}>{heroSection}</PromotionAnalytics> : heroSection}

      {tiles.length > 0 ? (
        <Container as="section" className={styles.section} aria-labelledby="home-categories">
          <div className={styles.sectionHead}>
            <h2 id="home-categories" className={styles.sectionTitle}>
              Категории
            </h2>
            <a className={styles.sectionLink} href={catalogHref}>
              Весь каталог
            </a>
          </div>
          <ul className={styles.tiles}>
            {tiles.map((tile) => (
              <li key={tile.href}>
                <a className={styles.tile} href={tile.href}>
                  <span className={styles.tilePicture}>
                    {tile.image ? (
                      <ProductPicture src={tile.image} alt="" width={productImageSide} height={productImageSide} sizes="(min-width: 1280px) 200px, (min-width: 768px) 22vw, 45vw" className={styles.tileImage} priority={false} />
                    ) : null}
                  </span>
                  <span className={styles.tileName}>{tile.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </Container>
      ) : null}

      {strips.map((strip, index) => {
        const list = lists[index];
        if (!list || list.data.length === 0) return null;
        const id = `home-strip-${index}`;
        return (
          <Container as="section" key={strip.path} className={styles.section} aria-labelledby={id}>
            <div className={styles.sectionHead}>
              <h2 id={id} className={styles.sectionTitle}>
                {strip.title}
              </h2>
              <a className={styles.sectionLink} href={strip.path}>
                Смотреть все
              </a>
            </div>
            <ProductStrip products={list.data} label={strip.title} />
          </Container>
        );
      })}
    </div>
  );
}
