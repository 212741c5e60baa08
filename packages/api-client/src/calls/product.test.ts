import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const currency = { code: 'RUB', symbol: '₽', text: 'руб.' };

describe('product calls', () => {
  it('offer sends article#size and the Y flags, and parses the offer', async () => {
    const fake = fakeFetch(() =>
      json({
        data: { offer: 'A-1#17', article: 'A-1', size: '17', price: 1000, old_price: null, offer_price: 930, personal_offer: { code: 'member-price', title: 'Персональная цена', percent: 7 }, bonus: 93, currency },
        meta: { timezone: 'UTC+3:00' },
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
          ? json({ data: [], meta: { url_code: 'ring-1' } })
          : json({ data: [] }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    await client.product.installment('A-1');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/catalog/product/A-1/installment-pay/');
    await client.product.kit('ring-1');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v3/catalog/product-kit/ring-1/');
    await client.product.viewedProducts('ring-1');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/profile/viewed-product/?exclude=ring-1');
  });
});
