import type { ApiClient } from '@ornament/api-client';
import * as styles from './header.css';
import { promoButtonArea, promoButtonOf } from './promo';

/** How long a rendered promo button may be reused before the content area is asked again. */
const revalidateSeconds = 300;

async function loadPromoArea(client: ApiClient) {
  try {
    const response = await client.content.area(promoButtonArea, undefined, { next: { revalidate: revalidateSeconds } });
    return response.type === 'data' ? response.data.data : undefined;
  } catch {
    return undefined; // an unset or failing area simply means no button
  }
}

/**
 * The configured custom promo button (spec 1 §2, content area 'nav-buttons'), rendered on the
 * server; the hover picture swaps in CSS, so the button costs the page no script. The pictures load
 * lazily: on a phone the button is hidden with the top links and they are never fetched; on a desktop
 * both are laid out (the hover one invisible over the other) and load with the header.
 */
export async function PromoButton({ client }: { client: ApiClient }) {
  const promo = promoButtonOf(await loadPromoArea(client));
  if (!promo) return null;
  return (
    <a className={styles.promoButton} href={promo.url}>
      {promo.items.map((item) => {
        const swap = Boolean(item.hoverImage && item.hoverImage !== item.image);
        return (
          <span key={item.label} className={styles.promoItem} data-swap={swap}>
            {item.image ? <img className={styles.promoImage} src={item.image} alt="" width={20} height={20} loading="lazy" /> : null}
            {swap && item.hoverImage ? <img className={styles.promoImageHover} src={item.hoverImage} alt="" width={20} height={20} loading="lazy" /> : null}
            {item.label}
          </span>
        );
      })}
    </a>
  );
}
