'use client';

import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { StoresCountResponse, StoresResponse } from '@ornament/api-contract';
import { defaultStorePointTypes } from '@ornament/api-contract/http';
import { shopMapPageSize, shopMapTexts as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type FormEvent, lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { MapArea } from './blocks/MapArea';
import { type CityFacts, loadCityFacts } from './logic/cityFacts';
import { PointList } from './blocks/PointList';
import { hasMorePoints, initialPointsState, type PointsQuery, pointsReducer } from './logic/shopMapState';
import * as styles from './shopMap.css';

// Only once a point is opened.
const StoreDetail = lazy(() => import('./blocks/StoreDetail').then((module) => ({ default: module.StoreDetail })));

export interface CityOption {
  guid: string;
  name: string;
  /** What the geo service's FIAS lookup is asked with when the shopper picks the city. */
  fiasId: string;
}

export interface ShopMapProps {
  /** The server-rendered first page, or null when it failed (the browser then loads it). */
  first: StoresResponse | null;
  counts: StoresCountResponse['data'] | null;
  initialQuery: PointsQuery;
  /** Filter names of the shops-map-filter-list area. */
  filterNames: readonly string[];
  cities: readonly CityOption[];
  /** The first city's centre and time zone (the server has the reference data); null for every city. */
  cityFacts: CityFacts | null;
  tileUrl: string | null;
  tileAttribution: string;
}

/** The interactive part of /shops-map/: city, search and filters, the side list, the map and a point's detail. */
export function ShopMap({ first, counts: initialCounts, initialQuery, filterNames, cities, cityFacts: initialFacts, tileUrl, tileAttribution }: ShopMapProps) {
  const client = useApiClient();
  const [state, dispatch] = useReducer(pointsReducer, null, () => initialPointsState(initialQuery, first));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [counts, setCounts] = useState(initialCounts);
  const [text, setText] = useState(initialQuery.text);
  const [loadedFacts, setLoadedFacts] = useState(initialFacts);
  const { query } = state;
  const firstCity = useRef(initialQuery.cityGuid);
  const cityFacts = loadedFacts?.guid === query.cityGuid ? loadedFacts : null;
  const needsFacts = query.cityGuid !== null && cityFacts === null;

  // Every load the state asks for: page 1 after a query change, the next page after 'Показать ещё'.
  useEffect(() => {
    if (state.status !== 'loading') return;
    const controller = new AbortController();
    const page = state.pendingPage;
    client.shopMap
      .stores(
        {
          cityGuid: query.bounds ? undefined : (query.cityGuid ?? undefined),
          bounds: query.bounds ?? undefined,
          pointTypes: defaultStorePointTypes,
          filterNames: query.filterNames,
          text: query.text,
          onMap: true,
          page,
          perPage: shopMapPageSize,
        },
        { signal: controller.signal },
      )
      .then(unwrap)
      .then((body) => dispatch({ type: 'pointsLoaded', page, data: body.data, meta: body.meta }))
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'pointsFailed' });
      });
    return () => controller.abort();
  }, [client, state.status, state.pendingPage, query]);

  // The counts follow the city (the first city's came with the page).
  useEffect(() => {
    if (query.cityGuid === firstCity.current) return;
    firstCity.current = query.cityGuid;
    const controller = new AbortController();
    client.shopMap
      .storesCount({ cityGuid: query.cityGuid ?? undefined }, { signal: controller.signal })
      .then(unwrap)
      .then((body) => setCounts(body.data))
      .catch(() => {
        if (!controller.signal.aborted) setCounts(null);
      });
    return () => controller.abort();
  }, [client, query.cityGuid]);

  // S3.7.73: a newly chosen city's centre and time zone, by its FIAS code (GET geo fias with code).
  useEffect(() => {
    const fiasId = needsFacts ? cities.find((city) => city.guid === query.cityGuid)?.fiasId : undefined;
    if (!fiasId) return;
    const controller = new AbortController();
    void loadCityFacts(client, fiasId, controller.signal).then((facts) => {
      if (facts && !controller.signal.aborted) setLoadedFacts(facts);
    });
    return () => controller.abort();
  }, [client, cities, query.cityGuid, needsFacts]);

  function changeQuery(change: Partial<PointsQuery>) {
    setChosenId(null);
    dispatch({ type: 'queryChanged', query: change });
  }

  function toggleFilter(name: string, on: boolean) {
    const active = new Set(query.filterNames);
    if (on) active.add(name);
    else active.delete(name);
    // The area's order, so the same choice always sends the same filtersName.
    changeQuery({ filterNames: filterNames.filter((known) => active.has(known)) });
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted) {
      // A city's name moves the map to that city; anything else searches addresses, names and metro.
      const found = await client.shopMap.geocode(wanted).then(unwrap, () => null);
      const city = found?.data.find((hit) => hit.attributes.kind === 'city' && cities.some((option) => option.guid === hit.attributes['city-guid']));
      if (city && city.attributes.name.toLocaleLowerCase('ru-RU') === wanted.toLocaleLowerCase('ru-RU')) {
        setText('');
        changeQuery({ cityGuid: city.attributes['city-guid'], text: '', bounds: null });
        return;
      }
    }
    changeQuery({ text: wanted, bounds: null });
  }

  const fitKey = `${query.cityGuid ?? ''}|${query.filterNames.join(',')}|${query.text}`;
  return (
    <div className={styles.page}>
      {counts ? <p className={styles.muted}>{t.counts(counts.flagships, counts.partners, counts.retails)}</p> : null}
      {cityFacts?.timezone ? <p className={styles.muted}>{t.localTime(cityFacts.timezone)}</p> : null}
      <div className={styles.toolbar}>
        <label className={styles.field}>
          {t.cityLabel}
          <select className={styles.control} value={query.cityGuid ?? ''} onChange={(event) => changeQuery({ cityGuid: event.target.value || null, bounds: null })}>
            <option value="">{t.allCities}</option>
            {cities.map((city) => (
              <option key={city.guid} value={city.guid}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <form className={styles.searchRow} role="search" onSubmit={(event) => void search(event)}>
          <label className={`${styles.field} ${styles.grow}`}>
            {t.searchLabel}
            <input className={styles.control} type="search" value={text} placeholder={t.searchPlaceholder} maxLength={100} onChange={(event) => setText(event.target.value)} />
          </label>
          <Button type="submit" variant="secondary" className={styles.searchSubmit}>
            {t.searchSubmit}
          </Button>
        </form>
      </div>
      {filterNames.length > 0 ? (
        <fieldset className={styles.filters}>
          <legend className={styles.muted}>{t.filtersLabel}</legend>
          {filterNames.map((name) => (
            <label key={name} className={styles.filterChip}>
              <input type="checkbox" checked={query.filterNames.includes(name)} onChange={(event) => toggleFilter(name, event.target.checked)} />
              {name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.side}>
          {chosenId !== null ? (
            <Suspense fallback={<p role="status" className={styles.muted}>{t.detailLoading}</p>}>
              <StoreDetail storeId={chosenId} onBack={() => setChosenId(null)} onPick={setChosenId} />
            </Suspense>
          ) : null}
          <div hidden={chosenId !== null}>
            <PointList
              points={state.points}
              status={state.status}
              total={state.meta.totalCount}
              hasMore={hasMorePoints(state)}
              chosenId={chosenId}
              onPick={setChosenId}
              onMore={() => dispatch({ type: 'pageRequested' })}
              onRetry={() => dispatch({ type: 'retry' })}
            />
          </div>
        </div>
        <div className={styles.mapBox}>
          <MapArea
            points={state.points}
            chosenId={chosenId}
            onPick={setChosenId}
            tileUrl={tileUrl}
            attribution={tileAttribution}
            fitKey={fitKey}
            centre={cityFacts?.centre ?? null}
            onMove={(bounds) => changeQuery({ bounds, cityGuid: null })}
          />
        </div>
      </div>
    </div>
  );
}
