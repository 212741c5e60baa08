import type { AnalyticsItem } from '@ornament/analytics';

/** A product link on a list and its analytics item. */
export interface LinkedItem {
  href: string;
  item: AnalyticsItem;
}

function pathOf(href: string): string {
  try {
    const path = new URL(href, 'http://x').pathname;
    return path.endsWith('/') ? path : `${path}/`;
  } catch {
    return href;
  }
}

/** The item a clicked link belongs to; query strings, hosts and a missing trailing slash don't matter. */
export function itemForHref(items: readonly LinkedItem[], href: string): AnalyticsItem | undefined {
  const path = pathOf(href);
  return items.find((entry) => pathOf(entry.href) === path)?.item;
}
