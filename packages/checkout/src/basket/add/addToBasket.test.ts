import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { cartCountAtom, lastAddedLineAtom } from '@ornament/shell/state';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { basket as basketFixture } from '../testing/basketFixture';
import { addToBasket } from './addToBasket';

describe('S3.4.9: adding to the basket from a product page', () => {
  it('S3.4.9: on success the badge takes the quantity and the added line\'s external id is stored', async () => {
    const basket = { ...basketFixture(), quantity: 3, currentExternalId: 'line-ext-42' };
    const fake = fakeFetch(() => json({ data: basket }));
    const store = createStore();
    expect(await addToBasket(createApiClient(testConfig(fake.fetch)), store, '1000001', '17')).toEqual({ kind: 'added' });
    expect(store.get(cartCountAtom)).toBe(3);
    expect(store.get(lastAddedLineAtom)).toBe('line-ext-42');
  });

  it('S3.4.9: a 422 about the limit is the limit modal\'s, and stores nothing', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '422', code: 'basket_limit', detail: 'В корзине может быть не более 5 товаров', meta: { limit: 5 } }] }, { status: 422 }));
    const store = createStore();
    const result = await addToBasket(createApiClient(testConfig(fake.fetch)), store, '1000001', '17');
    expect(result.kind).toBe('limit');
    expect(store.get(lastAddedLineAtom)).toBeNull();
  });
});
