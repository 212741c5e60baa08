import { describe, expect, it } from 'vitest';
import { atelierPageCode, contentBlockKindOf, daysText } from './contentBlocks';

describe('contentBlockKindOf', () => {
  it('reads the kind from the area code and its items', () => {
    expect(contentBlockKindOf({ code: 'gifts-banner', items: [] })).toBe('banner');
    expect(contentBlockKindOf({ code: 'gifts-products', items: [{ link: '/jewelry-catalog/rings/' }] })).toBe('products');
    expect(contentBlockKindOf({ code: 'gifts-ideas', items: [{ link: null }] })).toBe('cards');
    expect(contentBlockKindOf({ code: 'gifts-text', items: [] })).toBe('text');
  });

  it('S1.4.7 an area whose code ends in -faq is a list of questions (the accordion), even with items', () => {
    expect(contentBlockKindOf({ code: 'bonus-system-faq', items: [{ link: null }] })).toBe('faq');
  });
});

describe('atelierPageCode', () => {
  it('takes only {product}-atelier segments', () => {
    expect(atelierPageCode('ring-atelier')).toBe('ring-atelier');
    expect(atelierPageCode('atelier')).toBeNull();
    expect(atelierPageCode('Ring-atelier')).toBeNull();
    expect(atelierPageCode('ring-atelier-x')).toBeNull();
  });
});

describe('daysText', () => {
  it('uses the Russian plural', () => {
    expect(daysText(0)).toBe('сегодня');
    expect(daysText(1)).toBe('1 день');
    expect(daysText(3)).toBe('3 дня');
    expect(daysText(11)).toBe('11 дней');
    expect(daysText(21)).toBe('21 день');
  });
});

describe('generatedHeading', () => {
  it('names a search by its query and anything else by its section', async () => {
    const { generatedHeading } = await import('./generatedHeading');
    expect(generatedHeading('/products-search/text/text-kolco/')).toMatch(/^Поиск: /);
    expect(generatedHeading('/newitems/jewelry-catalog/rings/')).toBe('Новинки');
  });
});
