import type { AutocompleteResponse } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { mergePricesByArticle, priceUrlCodes } from './mergePrices';

const product = (article: string, urlCode: string, price: number): AutocompleteResponse['products'][number] => ({
  name: `Кольцо ${article}`,
  image_url: `/img/${urlCode}.svg`,
  link_url: `/product/${urlCode}/`,
  price,
  old_price: null,
  article,
  url_code: urlCode,
  attributes: { price_kz: [], Артикул: [article] },
});

describe('mergePricesByArticle', () => {
  it('puts the live price of the same article on each product and keeps the order', () => {
    const products = [product('01-1', 'ring-1', 100), product('01-2', 'ring-2', 200)];
    const merged = mergePricesByArticle(products, [
      { url_code: 'ring-2-17', article: '01-2', price: 5000, old_price: 7000, discount: 28, currency: { code: 'KZT', symbol: '₸', text: 'тенге' } },
    ]);
    expect(merged.map((item) => item.article)).toEqual(['01-1', '01-2']);
    expect(merged[0]).toMatchObject({ price: 100, currency: null });
    expect(merged[1]).toMatchObject({ price: 5000, old_price: 7000, currency: 'KZT' });
  });

  it('leaves products as they are while prices are loading', () => {
    const merged = mergePricesByArticle([product('01-1', 'ring-1', 100)], undefined);
    expect(merged[0]).toMatchObject({ price: 100, currency: null });
  });

  it('asks prices for each url code once', () => {
    expect(priceUrlCodes([product('1', 'a', 1), product('2', 'b', 1), product('3', 'a', 1)])).toEqual(['a', 'b']);
  });
});
