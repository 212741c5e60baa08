import { describe, expect, it } from 'vitest';
import { filtersButtonText, saleStickerDescription, saleStickerText, showProductsText } from './listingMessages';

describe('listing messages', () => {
  it('counts the applied filters on the phone button', () => {
    expect(filtersButtonText(0)).toBe('Фильтры');
    expect(filtersButtonText(2)).toBe('Фильтры · 2');
  });

  it('words the apply button and the sale sticker', () => {
    expect(showProductsText('12 товаров')).toBe('Показать 12 товаров');
    expect(saleStickerText(15)).toBe('−15%');
    expect(saleStickerDescription(15)).toBe('Скидка 15% от прежней цены');
  });
});
