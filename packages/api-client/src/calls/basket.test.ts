import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const limit = { errors: [{ status: '422', code: 'basket_limit', detail: 'Максимальное количество изделий в корзине не может превышать 5 артикулов', meta: { limit: 5 } }] };

describe('basket calls', () => {
  it('create posts article, size and quantity; a 422 carries basket_limit and meta.limit', async () => {
    const fake = fakeFetch(() => json(limit, { status: 422 }));
    const client = createApiClient(testConfig(fake.fetch));
    await expect(client.basket.create({ article: 'A-1', size: '17', quantity: 2 })).rejects.toMatchObject({ kind: 'http', status: 422, errors: [{ code: 'basket_limit', meta: { limit: 5 } }] });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v6/basket/create/');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ article: 'A-1', size: '17', quantity: 2 });
  });

  it('calculate sends X-Mobile-Pay: Y; delete sends ids and the flags as a DELETE body', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'Товар не найден в корзине' }] }, { status: 404 }));
    const client = createApiClient(testConfig(fake.fetch));
    await expect(client.basket.calculate({ isUseAllBonuses: true })).rejects.toMatchObject({ status: 404 });
    expect(new Headers(fake.last().init.headers).get('x-mobile-pay')).toBe('Y');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ isUseAllBonuses: true });
    await expect(client.basket.remove([3, 4], { isUseAllBonuses: true })).rejects.toMatchObject({ status: 404 });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v6/basket/delete/');
    expect(fake.last().init.method).toBe('DELETE');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ ids: [3, 4], calculate: { isUseAllBonuses: true } });
  });

  it('easyCalculate reads the counter summary; quantityBySize sends the query', async () => {
    const fake = fakeFetch((url) =>
      url.includes('quantity-by-size')
        ? json({ data: { article: 'A-1', size: '17', quantity: 2, inBasket: 1, maxQuantity: 2 } })
        : json({ data: { quantity: 3, articles: 2, items: [] } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const summary = await client.basket.easyCalculate();
    expect(summary.type === 'data' && summary.data.data.quantity).toBe(3);
    await client.basket.quantityBySize('A-1', '17', true);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v6/basket/quantity-by-size/?article=A-1&size=17&useEzvm=true');
  });
});
