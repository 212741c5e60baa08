import { tradeInMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const product = { article: '01-0001', name: 'Кольцо', url_code: 'ring-1', price: 12990, picture: '/p.svg', link: '/product/01-0001/' };
const error = (status: number, detail: string) => json({ errors: [{ status: String(status), code: 'x', title: 'x', detail }] }, { status });

describe('trade-in calls', () => {
  it('send the jewelry batch and the article query to the spec paths, lists never cached', async () => {
    const fake = fakeFetch(() => json({ data: [] }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.tradeIn.list();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/trade-in/list/');
    expect(fake.last().init.cache).toBe('no-store');
    await client.tradeIn.batchCreate([{ type: 'ring', metal: 'gold', fineness: 585, weight: 2, inserts: 'none' }]);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/trade-in/batch-create/');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: [{ type: 'ring', metal: 'gold', fineness: 585, weight: 2, inserts: 'none' }] });
    await client.tradeIn.batchDelete([3]);
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ data: [3] });
  });

  it('counts a duplicate article (уже существует) as a known success, other failures throw', async () => {
    const ok = fakeFetch(() => json({ data: [product], meta: { currency: 'RUB' } }));
    expect(await createApiClient(testConfig(ok.fetch)).tradeIn.addProduct(' 01-0001 ')).toMatchObject({ added: true });
    expect(ok.last().url).toBe('http://api.test/api/sklv/v3/trade-in/add-product/?article=01-0001');
    const duplicate = fakeFetch(() => error(422, tradeInMessages.duplicateProduct('01-0001')));
    expect(await createApiClient(testConfig(duplicate.fetch)).tradeIn.addProduct('01-0001')).toEqual({ added: false, duplicate: true, message: tradeInMessages.duplicateProduct('01-0001') });
    const missing = fakeFetch(() => error(404, tradeInMessages.productNotFound('X')));
    await expect(createApiClient(testConfig(missing.fetch)).tradeIn.addProduct('X')).rejects.toThrow(tradeInMessages.productNotFound('X'));
  });

  it('calculate: status true with the figures, false with the server message', async () => {
    const figures = { status: true, currency: 'RUB', jewelryValue: 100, productsTotal: 1000, credit: 100, toPay: 900, capped: false, maxCreditPercent: 50 };
    const ok = fakeFetch(() => json({ data: figures }));
    expect(await createApiClient(testConfig(ok.fetch)).tradeIn.calculate()).toEqual(figures);
    const refused = fakeFetch(() => error(422, tradeInMessages.noProducts));
    expect(await createApiClient(testConfig(refused.fetch)).tradeIn.calculate()).toEqual({ status: false, message: tradeInMessages.noProducts });
  });
});
