import { createApiClient } from '@ornament/api-client';
import { ApiClientProvider } from '@ornament/api-client/react/client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { cities } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopMapPage } from './ShopMapPage';

const moscow = cities.find((city) => city.name === 'Москва')!;
const area = {
  data: {
    code: 'shops-map-filter-list',
    title: 'Фильтры карты магазинов',
    html: '',
    items: ['Premium магазины', 'Флагманские магазины', 'Партнёрские магазины', 'Пункты трейд-ин'].map((title, sort) => ({ id: String(sort + 1), title, text: 'premium', html: null, link: null, image: null, sort })),
  },
};
const stores = { data: [], meta: { 'current-page': 1, 'page-count': 0, 'per-page': 12, 'total-count': 0 } };

describe('/shops-map/ on the server', () => {
  it('asks for the shopper’s city with the default point types and filters, on the map, page 1', async () => {
    const fake = fakeFetch((url) => {
      if (url.includes('/content/area/shops-schedule/')) return json({ data: { code: 'shops-schedule', title: 'Режим работы', html: '<p>Ежедневно с 10:00 до 22:00</p>', items: [] } });
      if (url.includes('/content/area/')) return json(area);
      if (url.includes('/stores/count/')) return json({ data: { flagships: 1, partners: 0, retails: 7 } });
      return json(stores);
    });
    const client = createApiClient(testConfig(fake.fetch));
    const page = await ShopMapPage({ client, tenant: { country: 'RU' }, cityGuid: moscow.guid, tileUrl: null, tileAttribution: '' });
    const html = renderToStaticMarkup(<ApiClientProvider client={client}>{page}</ApiClientProvider>);
    const pointsCall = new URL(fake.calls.find((call) => new URL(call.url).pathname === '/api/sklv/v4/stores/')!.url);
    expect(Object.fromEntries(pointsCall.searchParams)).toEqual({
      'filter[city_guid]': moscow.guid,
      'filter[point_type]': 'retail,franchise,premium',
      'filter[filtersName]': 'Premium магазины,Флагманские магазины',
      'filter[on_map]': 'true',
      page: '1',
      'per-page': '12',
    });
    expect(html).toContain('<h1');
    expect(html).toContain('Магазины на карте');
    expect(html).toContain('В этом месте магазинов не нашлось');
    expect(html).toContain('Пункты трейд-ин');
    // S1.7.13: the shops-schedule area under the title.
    expect(html).toContain('<p>Ежедневно с 10:00 до 22:00</p>');
    expect(html).toMatch(/<option value="[^"]+" selected="">Москва<\/option>/);
  });

  it('falls back to the country’s default city for a foreign or unknown one, and keeps the page when calls fail', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '500', code: 'x', detail: 'x' }] }, { status: 500 }));
    const client = createApiClient(testConfig(fake.fetch));
    const page = await ShopMapPage({ client, tenant: { country: 'KZ' }, cityGuid: moscow.guid, tileUrl: null, tileAttribution: '' });
    const html = renderToStaticMarkup(<ApiClientProvider client={client}>{page}</ApiClientProvider>);
    expect(html).toContain('Загружаем магазины…');
    const pointsCall = new URL(fake.calls.find((call) => new URL(call.url).pathname === '/api/sklv/v4/stores/')!.url);
    expect(pointsCall.searchParams.get('filter[city_guid]')).not.toBe(moscow.guid);
  });
});
