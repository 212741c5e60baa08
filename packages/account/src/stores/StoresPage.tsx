import { type ApiClient, resolveContext, unwrap } from '@ornament/api-client';
import type { FavoriteStore } from '@ornament/api-contract';
import { type CountryCode, cityByGuid, defaultCityOf, hoursText, profileMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { EmptyState, ErrorState } from '../layout/PageStates';
import { StoreButton } from './StoreButton';

function StoreList({ stores, labelledBy }: { stores: readonly FavoriteStore[]; labelledBy: string }) {
  return (
    <ul className={account.list} aria-labelledby={labelledBy}>
      {stores.map((store) => (
        <li key={store.id} className={account.row}>
          <div className={account.rowText}>
            <strong>{store.attributes.name}</strong>
            <p>{store.attributes.address}</p>
            <p className={account.muted}>{[hoursText(store.attributes['opening-hours']), store.attributes.phone].filter(Boolean).join(' · ')}</p>
          </div>
          <StoreButton storeId={store.id} storeName={store.attributes.name} isFavorite={store.attributes['is-favorite']} />
        </li>
      ))}
    </ul>
  );
}

/** /personal/stores/: the favourite stores with remove, and the current city's stores to add. */
export function StoresPage({ client, country }: { client: ApiClient; country: CountryCode }) {
  const cityGuid = resolveContext(client.config).cityId ?? defaultCityOf(country).guid;
  const cityName = cityByGuid(cityGuid)?.name;
  return (
    <AccountPage client={client} title={m.storesTitle}>
      {async () => {
        const [favorites, city] = await Promise.all([client.profile.favoriteStores().then(unwrap, () => null), client.profile.cityStores(cityGuid).then(unwrap, () => null)]);
        if (!favorites || !city) return <ErrorState title={m.storesTitle} />;
        const candidates = city.data.filter((store) => !store.attributes['is-favorite']);
        return (
          <>
            <h1 className={account.pageTitle}>{m.storesTitle}</h1>
            <section className={account.section}>
              {favorites.data.length === 0 ? <EmptyState text={m.storesEmpty} /> : <StoreList stores={favorites.data} labelledBy="stores-favorite" />}
              {favorites.data.length >= favorites.meta.limit ? <p className={account.muted}>{m.storesLimit(favorites.meta.limit)}</p> : null}
            </section>
            <section className={account.section} aria-labelledby="stores-city">
              <h2 id="stores-city" className={account.sectionTitle}>
                {m.storesAddTitle}
                {cityName ? `: ${cityName}` : ''}
              </h2>
              {city.data.length === 0 ? <EmptyState text={m.storesCityEmpty} /> : candidates.length === 0 ? null : <StoreList stores={candidates} labelledBy="stores-city" />}
            </section>
          </>
        );
      }}
    </AccountPage>
  );
}
