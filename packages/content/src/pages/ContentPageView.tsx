import type { ApiClient } from '@ornament/api-client';
import type { ContentArea, ContentPage } from '@ornament/api-contract';
import { brandIndexedAreas, contentBlockKindOf, pagesMessages as m, type Tenant } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import type { ReactNode } from 'react';
import { BannerBlock } from './blocks/BannerBlock';
import { CardsBlock } from './blocks/CardsBlock';
import { FaqBlock } from './blocks/FaqBlock';
import { Html } from './blocks/Html';
import { ProductStripBlock } from './blocks/ProductStripBlock';
import * as styles from './pages.css';

export interface ContentPageViewProps {
  page: ContentPage;
  client: ApiClient;
  /** Picks the storefront's item of the payment and refund areas (RU 0, KZ 1, other 2, diamond 3); without it they show every item. */
  brandIndex?: Tenant['brandIndex'] | undefined;
  /** Drawn after the page's first block (the delivery terms table, the atelier order form). */
  children?: ReactNode;
}

/** One content area drawn by its block kind (also an area a page fetches by code, in its slot). */
export function Block({ area, client, first }: { area: ContentArea; client: ApiClient; first: boolean }) {
  switch (contentBlockKindOf(area)) {
    case 'banner':
      return <BannerBlock area={area} heading={first ? 'h1' : 'h2'} />;
    case 'products':
      return <ProductStripBlock area={area} client={client} />;
    case 'cards':
      return <CardsBlock area={area} />;
    case 'faq':
      return <FaqBlock area={area} />;
    case 'text':
      return (
        <section className={styles.block}>
          {area.title ? <h2 className={styles.blockTitle}>{area.title}</h2> : null}
          <Html html={area.html} />
        </section>
      );
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A brand-indexed area becomes its text followed by this storefront's item's text. */
export function forStorefront(area: ContentArea, brandIndex: Tenant['brandIndex']): ContentArea {
  if (!brandIndexedAreas.includes(area.code)) return area;
  const item = [...area.items].sort((a, b) => a.sort - b.sort)[brandIndex];
  return { ...area, html: area.html + (item?.html ?? (item?.text ? `<p>${escapeText(item.text)}</p>` : '')), items: [] };
}

/**
 * One renderer for every content page and landing (spec 1 §7, spec 2 §2): the page's areas in order,
 * each drawn by its block kind. A page that opens with a banner takes the banner's title as its h1.
 */
export function ContentPageView({ page, client, brandIndex, children }: ContentPageViewProps) {
  const areas = (page.contents ?? []).map((area) => (brandIndex === undefined ? area : forStorefront(area, brandIndex)));
  const [first, ...rest] = areas;
  const opensWithBanner = first !== undefined && contentBlockKindOf(first) === 'banner';
  return (
    <Container>
      <div className={styles.page}>
        {opensWithBanner ? null : <h1 className={styles.title}>{page.title}</h1>}
        {first ? <Block area={first} client={client} first={true} /> : <p className={styles.notice}>{m.emptyPage}</p>}
        {children ? <div className={styles.slot}>{children}</div> : null}
        {rest.map((area) => (
          <Block key={area.code} area={area} client={client} first={false} />
        ))}
      </div>
    </Container>
  );
}

/** The page's load failure: the layout stays, the shopper is told to retry. */
export function ContentPageError() {
  return (
    <Container>
      <div className={styles.page}>
        <p role="alert">{m.loadError}</p>
      </div>
    </Container>
  );
}
