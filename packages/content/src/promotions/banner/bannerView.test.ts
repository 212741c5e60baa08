import { describe, expect, it } from 'vitest';
import { bannerAnalyticsOf, bannerFilterBody } from './bannerView';

const banner = {
  id: '1',
  type: 'banner' as const,
  attributes: { title: 'Золотая неделя', text: 'Скидка 25%', link: '/promotions/zolotaya-nedelya/', image: '/p.svg', 'promotion-slug': 'zolotaya-nedelya', 'promotion-type': 'omni' },
};

describe('promotion banner', () => {
  it('maps to the analytics banner fields with the slot name of the filter call', () => {
    expect(bannerAnalyticsOf(banner, 'catalog-top')).toEqual({
      id: '1',
      name: 'Золотая неделя',
      slot: 'web-catalog-top',
      image: '/p.svg',
      url: '/promotions/zolotaya-nedelya/',
      creativeName: 'zolotaya-nedelya',
      promotionName: 'Золотая неделя',
    });
  });

  it('builds the filter body from the page, with the article in the query on a product page', () => {
    expect(bannerFilterBody({ url: '/product/A-1/', article: 'A-1', source: 'site', city: 'c' })).toEqual({ url: '/product/A-1/', query: 'article=A-1', source: 'site', article: 'A-1', city: 'c' });
    expect(bannerFilterBody({ url: '/jewelry-catalog/', source: 'diamant' })).toEqual({ url: '/jewelry-catalog/', query: '', source: 'diamant' });
  });
});
