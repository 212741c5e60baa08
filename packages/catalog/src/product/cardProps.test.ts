import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { productCountText, productHref, toCardData } from './cardProps';

const nbsp = '\u00A0';


describe('product card data', () => {
  it('links to the product page by article', () => {
    expect(productHref({ article: '1004467' })).toBe('/product/1004467/');
  });

  it('keeps the currency the API priced in and the first picture, without an alt the card does not use', () => {
    const card = toCardData(sampleProduct);
    expect(card.currency).toBe('KZT');
    expect(card.image).toEqual({ src: '/api/media/kolco/white-1.svg', width: 600, height: 600 });
    expect(card.caption).toBe('Золото 585, бриллиант');
    expect(card.labels).toEqual([{ text: 'Хит', background: '#B8975A', color: '#FFFFFF' }]);
  });

  it('has no image when the product has none', () => {
    expect(toCardData({ ...sampleProduct, media_with_formatting: [] }).image).toBeUndefined();
  });
});

describe('productCountText', () => {
  it('uses the Russian plural', () => {
    expect(productCountText(1)).toBe(`1${nbsp}товар`);
    expect(productCountText(3)).toBe(`3${nbsp}товара`);
    expect(productCountText(589)).toBe(`589${nbsp}товаров`);
  });
});
