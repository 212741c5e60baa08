import { createApiClient } from '@ornament/api-client';
import { ApiClientProvider } from '@ornament/api-client/react/client';
import type { StorePoint, StoresResponse } from '@ornament/api-contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopMap, type ShopMapProps } from './ShopMap';

const point = (id: number, types: StorePoint['attributes']['point-types']): StorePoint => ({
  id,
  type: 'store',
  attributes: {
    code: `ST-${id}`,
    name: `Орнамент, ТЦ ${id}`,
    address: `г. Москва, ул. Ленина, д. ${id}`,
    city: 'Москва',
    'city-guid': 'c',
    lat: 55.7 + id / 100,
    lon: 37.6 + id / 100,
    'store-type': types[0] ?? 'retail',
    'point-types': types,
    phone: '+7 800 123-45-67',
    metro: 'Тверская',
    services: [],
    'opening-hours': Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, { open: '10:00', close: '22:00' }])),
    'is-on-map': true,
  },
});

const first: StoresResponse = { data: [point(1, ['premium']), point(2, ['retail', 'flagship'])], meta: { 'current-page': 1, 'page-count': 2, 'per-page': 12, 'total-count': 14 } };
const client = createApiClient({ baseUrls: {}, defaultBaseUrl: 'http://api.test', context: {}, fetch: () => Promise.reject(new Error('no network in this test')) } as never);

const render = (props: Partial<ShopMapProps> = {}) =>
  renderToStaticMarkup(
    <ApiClientProvider client={client}>
      <ShopMap
        first={first}
        counts={{ flagships: 1, partners: 1, retails: 6 }}
        initialQuery={{ cityGuid: 'c', filterNames: ['Premium магазины', 'Флагманские магазины'], text: '', bounds: null }}
        filterNames={['Premium магазины', 'Флагманские магазины', 'Партнёрские магазины', 'Пункты трейд-ин']}
        cities={[{ guid: 'c', name: 'Москва', fiasId: 'c' }]}
        cityFacts={{ guid: 'c', centre: { lat: 55.75, lon: 37.62 }, timezone: 'UTC+3:00' }}
        tileUrl={null}
        tileAttribution=""
        {...props}
      />
    </ApiClientProvider>,
  );

describe('the shop map island, as the server renders it', () => {
  it('draws the first page on the offline map and in the list, with the default filters on and page 2 to load', () => {
    const html = render();
    expect(html).toContain('aria-label="Карта магазинов"');
    expect(html).toContain('data-map="offline"');
    expect(html.match(/role="button" tabindex="0"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Список магазинов"');
    expect(html).toContain('Орнамент, ТЦ 1');
    expect(html).toContain('ежедневно 10:00–22:00');
    expect(html).toContain('Показано 2 из 14');
    expect(html).toContain('Показать ещё');
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/>Premium магазины/);
    expect(html).toMatch(/<input type="checkbox"(?! checked)[^>]*\/>Партнёрские магазины/);
    expect(html).toContain('Фирменных магазинов: 6, флагманских: 1, партнёрских: 1');
  });

  it('S3.7.73: says which time the chosen city’s hours are in, and nothing for a city without a zone', () => {
    expect(render()).toContain('Часы работы указаны по местному времени (UTC+3:00)');
    expect(render({ cityFacts: { guid: 'c', centre: { lat: 53.9, lon: 27.56 }, timezone: null } })).not.toContain('по местному времени');
  });

  it('shows the loaders when the server could not render the first page', () => {
    const html = render({ first: null });
    expect(html).toContain('Загружаем магазины…');
    expect(html).toContain('data-testid="store-skeleton"');
    expect(html).not.toContain('Показать ещё');
  });

  it('draws the offline map as the tile map loads', () => {
    expect(render({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' })).toContain('data-map="offline"');
  });
});
