// A promotion banner for a catalogue or product page, rendered on the server: plain markup, no client
// code, so the page's first-load JS does not grow. The page wraps it in its own view/select analytics
// (bannerAnalyticsOf gives the fields). Nothing fits, or the call fails: nothing is shown.
import type { ApiClient, BannerSlot } from '@ornament/api-client';
import { isApiClientError, resolveContext, unwrap } from '@ornament/api-client';
import type { BannerFilterBody, PromotionBanner as Banner } from '@ornament/api-contract';
import { clientErrorMessages } from '@ornament/domain';
import { preload } from 'react-dom';
import * as styles from './banner.css';
import { bannerAnalyticsOf, bannerFilterBody } from './bannerView';

/** What the server log says of a failed banner call (spec 3 §8): its message, or the spec's fallback text. */
export function bannerFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : clientErrorMessages.nonSerializableError;
}

export async function loadPromotionBanner(client: ApiClient, slot: BannerSlot, body: BannerFilterBody, log: (text: string) => void = console.error): Promise<Banner | null> {
  try {
    return unwrap(await client.promotions.banner(slot, body)).data;
  } catch (error) {
    // No banner fits (404) is an answer; anything else failed, and is logged (spec 3 §8).
    if (!(isApiClientError(error) && error.status === 404)) log(`promotion banner ${slot} not loaded: ${bannerFailureText(error)}`);
    return null;
  }
}

export function PromotionBannerView({ banner, slot }: { banner: Banner; slot: BannerSlot }) {
  const a = banner.attributes;
  // The catalogue's banner sits under the heading, in the first screen, and on a phone it is the
  // page's largest picture (its LCP): it is fetched with high priority, ahead of the grid's pictures.
  const firstScreen = slot === 'catalog-top';
  if (firstScreen) preload(a.image, { as: 'image', fetchPriority: 'high' });
  return (
    <a href={a.link} className={firstScreen ? styles.wide : styles.banner} data-promotion-banner={a['promotion-slug']}>
      <span className={styles.image}>
        {/* A small SVG the API draws: a plain img keeps next/image's client code off the catalogue and product pages. */}
        <img src={a.image} alt="" width={240} height={160} loading={firstScreen ? 'eager' : 'lazy'} fetchPriority={firstScreen ? 'high' : undefined} decoding="async" className={styles.picture} />
      </span>
      <span className={styles.text}>
        <strong>{a.title}</strong>
        <span>{a.text}</span>
      </span>
    </a>
  );
}

/**
 * The loader a catalogue or product route takes (catalog's PromotionSlotLoader shape): the banner of
 * the slot that fits the page, drawn here, with its analytics fields; null when none fits.
 */
export function promotionBannerLoader<Page extends { path: string; query: string } | { article: string }>(
  serverApiClient: () => Promise<ApiClient>,
  slot: BannerSlot,
  source: string,
) {
  return async (page: Page) => {
    const client = await serverApiClient();
    // S2.7.11: the shopper's place as the page is rendered for it (a cached page's city); no cookie,
    // as a cached page is the same for everyone in that city.
    const { cityId, regionId, countryCode } = resolveContext(client.config);
    const place = { ...(cityId ? { city: cityId } : {}), ...(regionId ? { region: regionId } : {}), country: countryCode };
    const body = 'article' in page ? bannerFilterBody({ url: `/product/${page.article}/`, article: page.article, source, ...place }) : bannerFilterBody({ url: page.path, query: page.query, source, ...place });
    const banner = await loadPromotionBanner(client, slot, body);
    return banner ? { analytics: bannerAnalyticsOf(banner, slot), view: <PromotionBannerView banner={banner} slot={slot} /> } : null;
  };
}
