// /shops-map/ (spec 3 §3 "Shop point and map", §4 "Shop map"): the first page of points, the filters
// from the shops-map-filter-list area and the city's counts are rendered on the server; the browser
// continues from page 2 and reloads on a new filter, city or search.
import { type ApiClient, unwrap } from '@ornament/api-client';
import { defaultStorePointTypes, shopMapPaths } from '@ornament/api-contract/http';
import { citiesOf, cityByGuid, defaultCityOf, shopMapPageSize, shopMapTexts as t, type Tenant } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import { Html } from '../pages/blocks/Html';
import type { CityFacts } from './logic/cityFacts';
import { initialFilterNames } from './logic/pageInputs';
import type { PointsQuery } from './logic/shopMapState';
import { type CityOption, ShopMap } from './ShopMap';
import * as styles from './shopMap.css';

export interface ShopMapPageProps {
  client: ApiClient;
  tenant: Pick<Tenant, 'country'>;
  /** The shopper's city (context cookie); the country's default city when unknown or foreign. */
  cityGuid: string | undefined;
  /** The deployment's tile URL template ({z}/{x}/{y}); null draws the offline map. */
  tileUrl: string | null;
  tileAttribution: string;
}

const shopsScheduleArea = 'shops-schedule';

export async function ShopMapPage({ client, tenant, cityGuid, tileUrl, tileAttribution }: ShopMapPageProps) {
  const known = cityGuid ? cityByGuid(cityGuid) : undefined;
  const city = known && known.countryCode === tenant.country ? known : defaultCityOf(tenant.country);
  const cities: CityOption[] = citiesOf(tenant.country)
    .toSorted((a, b) => b.population - a.population)
    .map((option) => ({ guid: option.guid, name: option.name, fiasId: option.fiasId }));
  const cityFacts: CityFacts = { guid: city.guid, centre: { lat: city.lat, lon: city.lon }, timezone: city.timezone };
  const [area, schedule] = await Promise.all([
    client.content.area(shopMapPaths.filterListArea).then(unwrap, () => null),
    // S1.7.13: the shops' opening hours in general (v4 content shops-schedule), under the title.
    client.content.area(shopsScheduleArea).then(unwrap, () => null),
  ]);
  const filterNames = area?.data.items.toSorted((a, b) => a.sort - b.sort).map((item) => item.title) ?? [];
  const query: PointsQuery = { cityGuid: city.guid, filterNames: initialFilterNames(filterNames), text: '', bounds: null };
  const [first, counts] = await Promise.all([
    client.shopMap
      .stores({ cityGuid: city.guid, pointTypes: defaultStorePointTypes, filterNames: query.filterNames, onMap: true, page: 1, perPage: shopMapPageSize })
      .then(unwrap, () => null),
    client.shopMap.storesCount({ cityGuid: city.guid }).then(unwrap, () => null),
  ]);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {schedule?.data.html ? <Html html={schedule.data.html} /> : null}
      <ShopMap first={first} counts={counts?.data ?? null} initialQuery={query} filterNames={filterNames} cities={cities} cityFacts={cityFacts} tileUrl={tileUrl} tileAttribution={tileAttribution} />
    </Container>
  );
}
