import { profileMessages as m } from '@ornament/domain';

/** The personal area's sections, in the order the nav lists them. */
export const accountNavItems = [
  { href: '/personal/main/', label: m.navProfile },
  { href: '/personal/orders/', label: m.navOrders },
  { href: '/personal/returns/', label: m.navReturns },
  { href: '/personal/favorites/', label: m.navFavorites },
  { href: '/personal/notifications/', label: m.navNotifications },
  { href: '/personal/tasks-center/', label: m.navTasks },
  { href: '/personal/offers/', label: m.navOffers },
  { href: '/personal/subscriptions/', label: m.navSubscriptions },
  { href: '/personal/reviews/', label: m.navReviews },
  { href: '/personal/stores/', label: m.navStores },
] as const;

/** The nav item of a path: the longest href it starts with. */
export function activeNavHref(pathname: string): string | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const match = accountNavItems.filter((item) => path.startsWith(item.href)).sort((a, b) => b.href.length - a.href.length)[0];
  return match?.href ?? null;
}
