import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiClientError } from '../errors';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const meta = { 'current-page': 1, 'page-count': 1, 'per-page': 4, 'total-count': 0 };

describe('promotion calls', () => {
  it('read the list kinds at the spec paths, never cached', async () => {
    const fake = fakeFetch(() => json({ data: [], meta }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.promotions.list('all', 'slider');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/promotion/all/?slider=1');
    expect(fake.last().init.cache).toBe('no-store');
    await client.promotions.list('omni', 'completed', { page: 2, perPage: 4 });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/promotion/omni/?page=2&per-page=4&complited=1');
    await client.promotions.list('all', 'crosspromo');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/promotion/?crosspromo=1');
    await client.promotions.list('all', 'all');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/promotion/all/');
  });

  it('runs the action with slug and promotionType and returns message and promocode', async () => {
    const fake = fakeFetch(() => json({ message: 'Вы стали участником акции', promocode: 'VIP25' }));
    const client = createApiClient(testConfig(fake.fetch));
    const answer = await client.promotions.run('zolotaya-nedelya', 'omni');
    expect(answer.type === 'data' && answer.data.promocode).toBe('VIP25');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/promotion-activity/run/');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ slug: 'zolotaya-nedelya', promotionType: 'omni' });
  });

  it('keeps the server message of a refused action', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '409', code: 'promotion_finished', detail: 'Акция завершена' }] }, { status: 409 }));
    const client = createApiClient(testConfig(fake.fetch));
    const error = await client.promotions.run('old', 'omni').catch((e: unknown) => e);
    expect(isApiClientError(error) && error.status).toBe(409);
    expect(isApiClientError(error) && error.message).toContain('Акция завершена');
  });

  it('reads stores, gift, membership info, the wheel and spins it', async () => {
    const fake = fakeFetch(() => json({ data: [], meta: { 'total-count': 0 } }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.promotions.stores(3);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/stores/?address-program-id=3');
    const other = fakeFetch(() => json({ data: { prize: { id: 2, title: 'Бесплатная доставка', kind: 'promocode' }, promocode: 'FREESHIP', message: 'Ваш приз' } }));
    const wheelClient = createApiClient(testConfig(other.fetch));
    const spin = await wheelClient.promotions.spin('omni', 'koleso-fortuny');
    expect(spin.type === 'data' && spin.data.data.prize.id).toBe(2);
    expect(other.last().url).toBe('http://api.test/api/sklv/v3/promotion/omni/wheel/koleso-fortuny/spin/');
    await wheelClient.promotions.gift('retail', 'podarok').catch(() => undefined);
    expect(other.last().url).toBe('http://api.test/api/sklv/v3/promotions/gift/retail/podarok/');
    await wheelClient.promotions.membershipInfo('retail', 'podarok').catch(() => undefined);
    expect(other.last().url).toBe('http://api.test/api/sklv/v3/promotions/gift/membership-info/?type=retail&slug=podarok');
  });

  it('posts the banner filters to their slots', async () => {
    const fake = fakeFetch(() => json({ data: null }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.promotions.banner('catalog-top', { url: '/jewelry-catalog/', source: 'site' });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/filter/web-catalog-top/');
    await client.promotions.banner('product', { article: 'A-1' });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/content/filter/product/');
  });
});
