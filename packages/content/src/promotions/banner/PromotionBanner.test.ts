import type { ApiClient } from '@ornament/api-client';
import { ApiClientError } from '@ornament/api-client';
import { describe, expect, it, vi } from 'vitest';
import { bannerFailureText, loadPromotionBanner } from './PromotionBanner';

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
