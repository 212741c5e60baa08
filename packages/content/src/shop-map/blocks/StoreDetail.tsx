'use client';

import { firstErrorDetail, readDocumentCookie, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { StoreDetail as StoreDetailData } from '@ornament/api-contract';
import { contextCookies } from '@ornament/api-contract/http';
import { hoursText, shopMapTexts as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useEffect, useState } from 'react';
import { holidayHoursText } from '../logic/holidayText';
import * as styles from '../shopMap.css';
import { StoreCity } from './StoreCity';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; store: StoreDetailData };

/**
 * A point's detail (address, hours, holiday hours, phone) with the favourite-store toggle for signed-in
 * shoppers, and its city's other points to open next.
 */
export function StoreDetail({ storeId, onBack, onPick }: { storeId: number; onBack: () => void; onPick: (id: number) => void }) {
  const client = useApiClient();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    client.shopMap
      .store(storeId, { signal: controller.signal })
      .then(unwrap)
      .then((body) => setLoaded({ status: 'ready', store: body.data }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'error' });
      });
    return () => controller.abort();
  }, [client, storeId, attempt]);

  return (
    <section className={styles.detail} aria-labelledby="store-detail-title" aria-busy={loaded.status === 'loading'}>
      <div>
        <Button size="s" variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </div>
      {loaded.status === 'loading' ? (
        <p role="status" id="store-detail-title" className={styles.muted}>
          {t.detailLoading}
        </p>
      ) : null}
      {loaded.status === 'error' ? (
        <>
          <p role="alert" id="store-detail-title" className={styles.alert}>
            {t.detailFailed}
          </p>
          <div>
            <Button size="s" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </Button>
          </div>
        </>
      ) : null}
      {loaded.status === 'ready' ? <StoreFacts store={loaded.store} /> : null}
      {loaded.status === 'ready' ? <StoreCity storeId={loaded.store.id} cityGuid={loaded.store.attributes['city-guid']} cityName={loaded.store.attributes.city} onPick={onPick} /> : null}
    </section>
  );
}

function StoreFacts({ store }: { store: StoreDetailData }) {
  const a = store.attributes;
  return (
    <>
      <h2 id="store-detail-title" className={styles.detailTitle}>
        {a.name}
      </h2>
      <p className={styles.muted}>{a.address}</p>
      <dl className={styles.defs}>
        <dt className={styles.term}>{t.openingHours}</dt>
        <dd>{hoursText(a['opening-hours'])}</dd>
        {a.phone ? (
          <>
            <dt className={styles.term}>{t.phone}</dt>
            <dd>
              <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
            </dd>
          </>
        ) : null}
        {a.metro ? (
          <>
            <dt className={styles.term}>{t.metro}</dt>
            <dd>{a.metro}</dd>
          </>
        ) : null}
        {a.services.length > 0 ? (
          <>
            <dt className={styles.term}>{t.services}</dt>
            <dd>{a.services.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {a.work_time_holiday.length > 0 ? (
        <section aria-labelledby="store-holidays">
          <h3 id="store-holidays" className={styles.pointName}>
            {t.holidayHours}
          </h3>
          <ul className={styles.holidays}>
            {a.work_time_holiday.map((holiday) => (
              <li key={holiday.date}>
                {holidayHoursText(holiday)} <span className={styles.small}>{holiday.note}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FavoriteToggle storeId={store.id} storeName={a.name} />
    </>
  );
}

type Favorite = { status: 'guest' } | { status: 'loading' } | { status: 'ready'; isFavorite: boolean; pending: boolean; error: string | null };

function FavoriteToggle({ storeId, storeName }: { storeId: number; storeName: string }) {
  const client = useApiClient();
  const [favorite, setFavorite] = useState<Favorite>({ status: 'loading' });

  useEffect(() => {
    if (readDocumentCookie(contextCookies.signedIn) !== '1') {
      setFavorite({ status: 'guest' });
      return;
    }
    const controller = new AbortController();
    client.profile
      .favoriteStores({ signal: controller.signal })
      .then(unwrap)
      .then((body) => setFavorite({ status: 'ready', isFavorite: body.data.some((store) => store.id === storeId), pending: false, error: null }))
      // The session may have ended: the shopper is then a guest again.
      .catch(() => {
        if (!controller.signal.aborted) setFavorite({ status: 'guest' });
      });
    return () => controller.abort();
  }, [client, storeId]);

  if (favorite.status === 'guest') return <p className={styles.small}>{t.signInForFavorite}</p>;
  if (favorite.status === 'loading') return null;

  async function toggle(isFavorite: boolean) {
    setFavorite({ status: 'ready', isFavorite, pending: true, error: null });
    try {
      if (isFavorite) await client.profile.removeFavoriteStore(storeId);
      else await client.profile.addFavoriteStore(storeId);
      setFavorite({ status: 'ready', isFavorite: !isFavorite, pending: false, error: null });
    } catch (failure) {
      setFavorite({ status: 'ready', isFavorite, pending: false, error: firstErrorDetail(failure) ?? t.favoriteFailed });
    }
  }

  const label = favorite.isFavorite ? t.removeFavorite : t.addFavorite;
  return (
    <div>
      <Button size="s" variant={favorite.isFavorite ? 'ghost' : 'secondary'} disabled={favorite.pending} aria-busy={favorite.pending || undefined} aria-label={`${label}: ${storeName}`} onClick={() => void toggle(favorite.isFavorite)}>
        {label}
      </Button>
      {favorite.isFavorite && !favorite.pending ? <p className={styles.small}>{t.favoriteAdded}</p> : null}
      {favorite.error ? (
        <p role="alert" className={styles.alert}>
          {favorite.error}
        </p>
      ) : null}
    </div>
  );
}
