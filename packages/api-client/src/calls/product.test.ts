import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const currency = { code: 'RUB', symbol: '₽', text: 'руб.' };
const offer17 = { offer: 'A-1#17', article: 'A-1', size: '17', price: 1000, old_price: null, offer_price: 930, personal_offer: { code: 'member-price', title: 'Персональная цена', percent: 7 }, bonus: 93, currency };

describe('product calls', () => {
  it('offer sends article#size and the Y flags, and parses the offer', async () => {
    const fake = fakeFetch(() =>
      json({
        data: offer17,
        offers: [offer17],
        meta: { timezone: 'UTC+3:00', mobile_pay: true },
      }),
    );
    const response = await createApiClient(testConfig(fake.fetch)).product.offer({ article: 'A-1', size: '17', useEzvm: true });
    const url = new URL(fake.last().url);
    expect(url.pathname).toBe('/api/serviceOffer/v1/offer/common/');
    expect(url.searchParams.get('filter[offer]')).toBe('A-1#17');
    expect(url.searchParams.get('filter[use_ezvm]')).toBe('Y');
    expect(url.searchParams.has('filter[point_diamant]')).toBe(false);
    expect(response.type === 'data' && response.data.data.offer_price).toBe(930);
  });

  it('S3.7.21: offers sends the list form, the shopper’s own user id, X-Mobile-Pay and the context headers', async () => {
    const fake = fakeFetch(() => json({ data: offer17, offers: [offer17, { ...offer17, offer: 'A-1#18', size: '18' }], meta: { timezone: 'UTC+3:00', mobile_pay: true } }));
    const userId = '5f0c7a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6';
    const sizes = Array.from({ length: 60 }, (_, i) => String(i));
    const response = await createApiClient(testConfig(fake.fetch)).product.offers({ offers: sizes.map((size) => ({ article: 'A-1', size })), userId });
    const url = new URL(fake.last().url);
    const entries = url.searchParams.get('filter[offer]')?.split(',') ?? [];
    expect(entries).toHaveLength(50);
    expect(entries.slice(0, 2)).toEqual(['A-1#0', 'A-1#1']);
    expect(url.searchParams.get('filter[user_id]')).toBe(userId);
    expect(fake.last().headers['x-mobile-pay']).toBe('Y');
    expect(fake.last().headers['x-region-timezone']).toBe('UTC+3:00');
    expect(response.type === 'data' && response.data.offers.map((offer) => offer.size)).toEqual(['17', '18']);
  });

  it('addAvailableRequest posts a JSON:API AvailableRequest', async () => {
    const fake = fakeFetch(() => json({ data: { id: '1', type: 'AvailableRequest', attributes: { article: 'A-1', size: '17', created: true } } }, { status: 201 }));
    await createApiClient(testConfig(fake.fetch)).product.addAvailableRequest({ article: 'A-1', size: '17', email: 'a@b.ru' });
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: { type: 'AvailableRequest', attributes: { article: 'A-1', size: '17', email: 'a@b.ru' } } });
  });

  it('viewed posts a ViewedProduct and takes the empty 204 answer', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const response = await createApiClient(testConfig(fake.fetch)).product.viewed('ring-1');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/viewed-product/');
    expect(response).toMatchObject({ type: 'data', data: null });
  });

  it('installment, kit and viewedProducts use their paths', async () => {
    const fake = fakeFetch((url) =>
      url.includes('installment')
        ? json({ data: { available: false, months: 0, min_payment: 0, text: '', currency } })
        : url.includes('product-kit')
          ? json({ data: [], meta: { url_code: 'ring-1', 'current-page': 1, 'per-page': 10, 'total-count': 0 } })
          : json({ data: [] }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    await client.product.installment('A-1');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/catalog/product/A-1/installment-pay/');
    await client.product.kit('ring-1');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v3/catalog/product-kit/ring-1/');
    await client.product.kit('ring-1', { per_page: 10, page: 2 });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v3/catalog/product-kit/ring-1/?page=2&per_page=10');
    await client.product.viewedProducts('ring-1');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/viewed-product/?exclude=ring-1');
  });
});
