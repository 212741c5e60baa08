import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const area = { code: 'auth-banner', title: 'Баннер', html: '<p>x</p>', items: [] };
const page = { code: 'trade-in', title: 'Трейд-ин', seo: { title: 't', description: 'd' }, contents: [area] };

describe('content calls', () => {
  it('menu: cached 1800 s on the server with a tag, unless the caller says otherwise', async () => {
    const fake = fakeFetch(() => json({ data: [{ id: '1', name: 'Кольца', url: '/jewelry-catalog/rings/', children: [] }] }));
    const client = createApiClient(testConfig(fake.fetch));
    const response = await client.content.menu();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/site-main-menu/get-menu/');
    expect(fake.last().init.next).toEqual({ revalidate: 1800, tags: ['site-main-menu'] });
    expect(response.type === 'data' && response.data.data[0]?.name).toBe('Кольца');
    await client.content.menu({ next: { revalidate: 0 } });
    expect(fake.last().init.next).toEqual({ revalidate: 0 });
  });

  it('S2.7.10: robotMenu asks get-robot-menu, cached and tagged like the menu', async () => {
    const fake = fakeFetch(() => json({ data: [{ id: '1', name: 'Кольца', url: '/jewelry-catalog/rings/', children: [] }] }));
    const client = createApiClient(testConfig(fake.fetch));
    const response = await client.content.robotMenu();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/site-main-menu/get-robot-menu/');
    expect(fake.last().init.next).toEqual({ revalidate: 1800, tags: ['site-main-menu'] });
    expect(response.type === 'data' && response.data.data[0]?.url).toBe('/jewelry-catalog/rings/');
  });

  it('area: plain or with formatting, the code kept inside its segment', async () => {
    const fake = fakeFetch(() => json({ data: area }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.content.area('auth-banner');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/area/auth-banner/');
    await client.content.area('gia', { formatting: true });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/area-with-formatting/gia/');
    await client.content.area('../profile');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/area/..%2Fprofile/');
  });

  it('page: include parameter when asked', async () => {
    const fake = fakeFetch(() => json({ data: page }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.content.page('trade-in', { include: 'contents' });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/content/page/trade-in/?include=contents');
    await client.content.page('trade-in');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/content/page/trade-in/');
  });
});
