import type { ContentArea } from '@ornament/api-contract';

export interface PromoButtonItem {
  label: string;
  image: string | null;
  hoverImage: string | null;
}

export interface PromoButtonData {
  url: string;
  items: PromoButtonItem[];
}

/** The content area that configures the header's custom promo button (spec 1 §2). */
export const promoButtonArea = 'nav-buttons';

/**
 * The promo button from its content area: the first item link is the button's url, each titled item
 * a label with its picture and hover picture (the picture itself when none is set). Without a url or
 * a label there is no button.
 */
export function promoButtonOf(area: ContentArea | undefined): PromoButtonData | null {
  if (!area) return null;
  const sorted = [...area.items].sort((a, b) => a.sort - b.sort);
  const url = sorted.find((item) => item.link)?.link;
  const items = sorted.filter((item) => item.title.trim()).map((item) => ({ label: item.title.trim(), image: item.image, hoverImage: item.hover_image ?? item.image }));
  if (!url || items.length === 0) return null;
  return { url, items };
}
