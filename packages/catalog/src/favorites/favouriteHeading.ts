// S1.3.11 (spec 1 §3): a favourite knows its product page's h1 and breadcrumb; the card on the
// favourites page is named by that h1 and placed by its category.
import type { FavoriteItem } from '@ornament/api-contract';

export interface FavouriteHeading {
  /** The product page's h1. */
  h1: string;
  /** The breadcrumb's last step past the section: the product's category. */
  category: string | undefined;
}

export function headingOf(item: Pick<FavoriteItem, 'h1' | 'breadcrumb'>): FavouriteHeading {
  // Home and the section come first; a category, when there is one, is the last step.
  return { h1: item.h1, category: item.breadcrumb.length > 2 ? item.breadcrumb.at(-1)?.name : undefined };
}

export function withHeading<T extends { name: string; caption: string | undefined }>(card: T, heading: FavouriteHeading | undefined): T {
  if (!heading) return card;
  const caption = [heading.category, card.caption].filter(Boolean).join(' · ');
  return { ...card, name: heading.h1, caption: caption || undefined };
}
