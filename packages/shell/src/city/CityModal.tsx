'use client';

import { geoQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { QueryIsland } from '@ornament/api-client/react/query';
import { Modal } from '@ornament/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDebouncedValue } from '../search/debounce';
import { cityModalId } from '../state/atoms';
import * as styles from './city.css';
import type { CityChoice, CityTenant } from './cityState';
import { detectCityByIp } from './detectCity';
import { popularCities } from './popularCities';

/** Typing pauses shorter than this do not hit the API. */
const cityDebounceMs = 300;

export const cityModalMessages = {
  title: 'Выберите город',
  search: 'Поиск города',
  notFound: 'Город не найден',
  saveFailed: 'Не удалось сохранить город. Попробуйте ещё раз',
  detect: 'Определить автоматически',
  detecting: 'Определяем город…',
  notDetected: 'Не удалось определить город. Выберите его из списка',
} as const;

interface CityOption {
  guid: string;
  name: string;
  region: string;
}

export interface CityModalProps {
  tenant: CityTenant;
  current: CityChoice;
  onClose: () => void;
  onSaved: (city: CityChoice) => void;
}

/** Spec 1 §4–§5: search cities of the brand's coverage, choose one, save it with set-region. */
/** The modal with its own React Query (it loads lazily, on the first open). */
export function CityModal(props: CityModalProps) {
  return (
    <QueryIsland>
      <CityModalContent {...props} />
    </QueryIsland>
  );
}

function CityModalContent({ tenant, current, onClose, onSaved }: CityModalProps) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [detecting, setDetecting] = useState(false);
  const [notDetected, setNotDetected] = useState(false);
  const listId = useId();
  const query = useDebouncedValue(text.trim(), cityDebounceMs);
  const found = useQuery({ ...geoQueries.cityByName(client, query, tenant.cityCountries), retry: false });

  const popular = useMemo<CityOption[]>(
    () => popularCities(tenant.country, tenant.cityCountries).map((city) => ({ guid: city.guid, name: city.name, region: city.regionName })),
    [tenant.country, tenant.cityCountries],
  );
  const options: CityOption[] =
    query === '' ? popular : (found.data?.data ?? []).map((city) => ({ guid: city.guid_city, name: city.name_city, region: city.name_region }));

  const choose = async (option: CityOption) => {
    setSaving(option.guid);
    setFailed(false);
    try {
      const response = await client.geo.setRegion(option.guid);
      const saved = response.type === 'data' ? { guid: response.data.data.guid_city, name: response.data.data.name_city } : option;
      onSaved(saved);
    } catch {
      setFailed(true);
    } finally {
      setSaving(null);
    }
  };

  // Spec 1 §7 settlement lookup by IP: the guess is saved like a choice from the list.
  const detect = async () => {
    setDetecting(true);
    setNotDetected(false);
    const detection = await detectCityByIp(client, tenant.cityCountries);
    setDetecting(false);
    if (detection.status === 'found') await choose(detection.city);
    else setNotDetected(true);
  };

  return (
    <Modal open onClose={onClose} title={cityModalMessages.title} size="md" slotId={cityModalId}>
      <div className={styles.modalBody}>
        <input
          className={styles.searchInput}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={cityModalMessages.search}
          aria-label={cityModalMessages.search}
          aria-controls={listId}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.tooltipActions}>
          <button type="button" className={styles.secondary} disabled={detecting || saving !== null} aria-busy={detecting || undefined} onClick={() => void detect()}>
            {detecting ? cityModalMessages.detecting : cityModalMessages.detect}
          </button>
        </div>
        {notDetected ? <p className={styles.message} role="status">{cityModalMessages.notDetected}</p> : null}
        {failed ? <p className={styles.error} role="alert">{cityModalMessages.saveFailed}</p> : null}
        <ul id={listId} className={styles.cityList} aria-label={query === '' ? 'Популярные города' : 'Найденные города'} aria-busy={found.isFetching}>
          {options.map((option) => (
            <li key={option.guid}>
              <button
                type="button"
                className={styles.cityOption}
                aria-current={option.guid === current.guid ? 'true' : undefined}
                disabled={saving !== null}
                onClick={() => void choose(option)}
              >
                <span>{option.name}</span>
                {option.region !== option.name ? <span className={styles.region}>{option.region}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {query !== '' && found.isSuccess && options.length === 0 ? <p className={styles.message}>{cityModalMessages.notFound}</p> : null}
      </div>
    </Modal>
  );
}
