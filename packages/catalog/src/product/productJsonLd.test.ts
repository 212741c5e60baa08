import { describe, expect, it } from 'vitest';
import { sampleProductDetail } from '../testing/sampleProductDetail';
import { jsonForScript, productJsonLd } from './productJsonLd';

describe('productJsonLd', () => {
  it('describes the offer of the picked size with its currency and availability', () => {
    const ld = productJsonLd(sampleProductDetail(), { price: 41_000, inStock: false }, 'https://ornament.ru');
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://ornament.ru/product/1004467/',
      price: 41_000,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 3 });
    expect(ld.image[0]).toBe('https://ornament.ru/api/media/kolco/white-1.svg');
  });

  it('rates an unreviewed product 5 from 1 review', () => {
    const ld = productJsonLd(sampleProductDetail({ rating: { rating: 0, rating_float: 0, sum_comments: 0 } }), { price: 1, inStock: true }, '');
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  });

  it('escapes < so a description cannot close the script', () => {
    expect(jsonForScript({ d: '</script><b>' })).toBe('{"d":"\\u003c/script>\\u003cb>"}');
  });
});
