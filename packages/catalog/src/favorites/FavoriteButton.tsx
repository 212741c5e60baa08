'use client';

import type { AnalyticsItem } from '@ornament/analytics';
import type { CurrencyCode } from '@ornament/domain';
import { HeartIcon, VisuallyHidden } from '@ornament/ui-kit';
import { lazy, Suspense } from 'react';
import { useIdle } from '@ornament/ui-kit/idle';
import * as styles from './favoriteButton.css';

const FavoriteToggle = lazy(() => import('./FavoriteToggle'));

export interface FavoriteButtonProps {
  article: string;
  currency: CurrencyCode;
  /** The wish-list analytics item, mapped on the server. */
  item: AnalyticsItem;
}

/** Until the page is idle: a disabled heart. Its state and logic load after, off the first load. */
function Placeholder() {
  return (
    <button type="button" className={styles.heart} disabled aria-pressed="false">
      <HeartIcon size={24} />
      <VisuallyHidden>Избранное</VisuallyHidden>
    </button>
  );
}

/**
 * The favourite heart (spec 1 §4, spec 2 §4) for the product header and cards. Kept tiny: the
 * product page's first-load JS budget has no room for the toggle, the toast or the API calls.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const ready = useIdle(2000);
  if (!ready) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <FavoriteToggle {...props} className={styles.heart} />
    </Suspense>
  );
}
