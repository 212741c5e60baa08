'use client';

import { readDocumentCookie } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { Tenant } from '@ornament/domain';
import { ChevronLeftIcon, HeartIcon, VisuallyHidden } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import * as styles from './productHeader.css';
import { BellIcon, CameraIcon, ShareIcon } from './icons';
import { messagesBellAttributes, MessagesBadgeSlot } from './messagesBell';
import { isPhotoSearchButtonShown } from './photoSearchRule';
import { shareModeOf, shareNatively } from './share';
import { useMobileHeaderScroll } from './useMobileHeaderScroll';

const ShareModal = lazy(() => import('./ShareModal'));

export interface ProductHeaderProps {
  tenant: Pick<Tenant, 'brand'>;
  /** The product's name for the share sheet. */
  title: string;
  /** Where back goes when there is no history (the catalogue). */
  fallbackHref: string;
  /** The product's article and first picture: the similar-items photo search sends both. */
  article: string;
  picture: string | undefined;
  /** The favourites issue's stateful button; a plain link to favourites until then. */
  favourite?: ReactNode;
}

/**
 * The product page's header (spec 1 §2): back, share, favourite, notification (not for the diamond
 * brand) and similar-items photo search for the A/B group with the flag. On mobile it hides while
 * scrolling down past 100 px and is transparent at the top.
 */
export function ProductHeader({ tenant, title, fallbackHref, article, picture, favourite }: ProductHeaderProps) {
  const { hidden, transparent } = useMobileHeaderScroll();
  const client = useApiClient();
  const router = useRouter();
  const [shareOpen, setShareOpen] = useState(false);
  const [photoSearch, setPhotoSearch] = useState(false);
  const [searching, setSearching] = useState(false);
  useEffect(() => setPhotoSearch(Boolean(picture) && isPhotoSearchButtonShown((name) => readDocumentCookie(name))), [picture]);

  const findSimilar = async () => {
    if (!picture) return;
    setSearching(true);
    try {
      // Loaded on the click: only the photo-search A/B group ever sees this button.
      const [{ pictureAsPng }, { photoResultsPath }] = await Promise.all([import('./similarSearch'), import('../search/photoSearch')]);
      const response = await client.search.imageSearch(await pictureAsPng(picture), article);
      router.push(response.type === 'redirect' ? response.to : photoResultsPath(response.data.data.id));
    } catch {
      setSearching(false); // the button stays; nothing useful to tell beyond not navigating
    }
  };

  const back = () => (window.history.length > 1 ? window.history.back() : window.location.assign(fallbackHref));
  const share = () => {
    if (shareModeOf(window.innerWidth, typeof navigator.share === 'function') === 'native') void shareNatively(navigator, { title, url: window.location.href });
    else setShareOpen(true);
  };

  return (
    <div className={styles.bar} role="group" aria-label="Действия с товаром" data-hidden={hidden} data-transparent={transparent}>
      <button type="button" className={styles.button} onClick={back}>
        <ChevronLeftIcon size={24} />
        <VisuallyHidden>Назад</VisuallyHidden>
      </button>
      <div className={styles.group}>
        {photoSearch ? (
          <button type="button" className={styles.button} onClick={() => void findSimilar()} disabled={searching} aria-busy={searching}>
            <CameraIcon size={24} />
            <VisuallyHidden>Найти похожие</VisuallyHidden>
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={share} aria-haspopup="dialog">
          <ShareIcon size={24} />
          <VisuallyHidden>Поделиться</VisuallyHidden>
        </button>
        {favourite ?? (
          <a className={styles.button} href="/favorites/">
            <HeartIcon size={24} />
            <VisuallyHidden>Избранное</VisuallyHidden>
          </a>
        )}
        {tenant.brand === 'diamant' ? null : (
          <a className={styles.button} href="/personal/notifications/" {...messagesBellAttributes}>
            <BellIcon size={24} />
            <VisuallyHidden>Уведомления</VisuallyHidden>
            <MessagesBadgeSlot />
          </a>
        )}
      </div>
      {shareOpen ? (
        <Suspense fallback={null}>
          <ShareModal open onClose={() => setShareOpen(false)} url={window.location.href} title={title} />
        </Suspense>
      ) : null}
    </div>
  );
}
