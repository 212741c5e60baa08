'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { shopMapTexts as t } from '@ornament/domain';
import { useEffect, useState } from 'react';
import { loadCityTimezone } from '../logic/cityFacts';
import { loadOtherStores, type OtherStores } from '../logic/otherStores';
import * as styles from '../shopMap.css';

export interface StoreCityProps {
  storeId: number;
  cityGuid: string;
  cityName: string;
  onPick: (id: number) => void;
}

interface Loaded {
  timezone: string | null;
  others: OtherStores | null;
}

/**
 * Under a point's detail: the time zone its hours are in (the geo service's city by GUID) and the
 * other points of its city (v5 store/), whatever the side list is narrowed to. Either may fail quietly.
 */
export function StoreCity({ storeId, cityGuid, cityName, onPick }: StoreCityProps) {
  const client = useApiClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    void Promise.all([loadCityTimezone(client, cityGuid, controller.signal), loadOtherStores(client, cityGuid, storeId, controller.signal)]).then(([timezone, others]) => {
      if (!controller.signal.aborted) setLoaded({ timezone, others });
    });
    return () => controller.abort();
  }, [client, cityGuid, storeId]);

  if (!loaded) return null;
  const { timezone, others } = loaded;
  return (
    <>
      {timezone ? <p className={styles.small}>{t.localTime(timezone)}</p> : null}
      {others && others.count > 0 ? (
        <section aria-labelledby="store-city-others" className={styles.side}>
          <h3 id="store-city-others" className={styles.pointName}>
            {t.otherStores(cityName, others.count)}
          </h3>
          <ul className={styles.list}>
            {others.shown.map((point) => (
              <li key={point.id}>
                <button type="button" className={styles.pointButton} onClick={() => onPick(point.id)}>
                  <span className={styles.pointName}>{point.attributes.name}</span>
                  <span>{point.attributes.address}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
