import type { ApiClient } from '@ornament/api-client';
import { ApiClientError, createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig, testContext } from '@ornament/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { bannerFailureText, loadPromotionBanner, promotionBannerLoader } from './PromotionBanner';

const body = { url: '/jewelry-catalog/', query: '', source: 'web', article: null };
const clientFailing = (error: unknown) => ({ promotions: { banner: vi.fn().mockRejectedValue(error) } }) as unknown as ApiClient;

describe('loadPromotionBanner', () => {
  it('S3.8.12 logs a failed banner call with its message, or "Non-serializable error", and shows nothing', async () => {
    const log = vi.fn();
    expect(await loadPromotionBanner(clientFailing(new Error('fetch error')), 'catalog-top', body as never, log)).toBeNull();
    expect(await loadPromotionBanner(clientFailing({ weird: true }), 'catalog-top', body as never, log)).toBeNull();
    expect(log.mock.calls.map((call) => call[0])).toEqual(['promotion banner catalog-top not loaded: fetch error', 'promotion banner catalog-top not loaded: Non-serializable error']);
    expect(bannerFailureText(undefined)).toBe('Non-serializable error');
  });

  it('says nothing when no banner fits (404)', async () => {
    const log = vi.fn();
    const notFound = new ApiClientError({ kind: 'http', message: 'not found', status: 404, method: 'POST', path: '/api/sklv/v3/content/filter/product/' });
    expect(await loadPromotionBanner(clientFailing(notFound), 'product', body as never, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('promotionBannerLoader', () => {
  it('S2.7.11 sends the page, the storefront and the shopper’s place (city, region, country) in the filter body', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'none' }] }, { status: 404 }));
    const client = createApiClient(testConfig(fake.fetch));
    await promotionBannerLoader<{ article: string }>(async () => client, 'product', 'site')({ article: 'A-1' });
    const sent = JSON.parse(String(fake.calls[0]!.init?.body)) as Record<string, string>;
    expect(sent).toEqual({ url: '/product/A-1/', query: 'article=A-1', source: 'site', article: 'A-1', city: testContext.cityId, region: testContext.regionId, country: 'RU' });
  });
});
