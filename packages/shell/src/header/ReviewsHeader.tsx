'use client';

import { shellMessages } from '@ornament/domain';
import { ChevronLeftIcon, VisuallyHidden } from '@ornament/ui-kit';
import { usePathname } from 'next/navigation';
import { reviewsBackPath } from './headerType';
import * as styles from './productHeader.css';
import { useMobileHeaderScroll } from './useMobileHeaderScroll';

/**
 * The reviews page's header: back to the product (the path without its reviews part) and 'Отзывы'.
 * On a phone it hides while scrolling down past 100 px and comes back on scrolling up (spec 1 §2).
 */
export function ReviewsHeader() {
  const pathname = usePathname() ?? '/';
  const { hidden } = useMobileHeaderScroll();
  return (
    <div className={styles.bar} data-hidden={hidden} data-transparent={false}>
      <a className={styles.button} href={reviewsBackPath(pathname)}>
        <ChevronLeftIcon size={24} />
        <VisuallyHidden>Назад</VisuallyHidden>
      </a>
      <h1 className={styles.title}>{shellMessages.reviewsTitle}</h1>
      <span className={styles.button} aria-hidden="true" />
    </div>
  );
}
