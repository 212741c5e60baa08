import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { describe, expect, it } from 'vitest';
import { loadAppBanner } from './loadAppBanner';

const banner = {
  code: 'download-app-banner',
  title: 'Приложение «Орнамент»',
  html: '<p>Следите за заказами</p>',
  items: [{ id: '1', title: 'App Store', text: 'Для iPhone', html: null, link: 'https://apps.apple.com/ru/app/ornament/id1502746391', image: null, hover_image: null, sort: 0 }],
};

describe('the account main page’s app banner', () => {
  it('S2.7.10: asks download-app-banner by code and hands its stores to the page', async () => {
    const fake = fakeFetch(() => json({ data: banner }));
    const area = await loadAppBanner(createApiClient(testConfig(fake.fetch)));
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/area/download-app-banner/');
    expect(fake.last().init.next).toEqual({ revalidate: 300 });
    expect(area?.items[0]?.link).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('S2.7.10: leaves the banner out when the area is missing, and the profile renders', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'Content area download-app-banner not found' }] }, { status: 404 }));
    expect(await loadAppBanner(createApiClient(testConfig(fake.fetch)))).toBeNull();
  });
});
