import { describe, expect, it } from 'vitest';
import { submitTarget } from './submitTarget';

const none = () => null;

describe('submitTarget', () => {
  it('never searches blank or junk-only text', () => {
    expect(submitTarget('   ', undefined, none)).toBeNull();
    expect(submitTarget('%%//', undefined, none)).toBeNull();
  });

  it('goes to the transliterated results page', () => {
    expect(submitTarget(' кольцо ', undefined, none)).toEqual({
      query: 'кольцо',
      href: '/products-search/text/text-kolco/',
      origin: 'textSearch',
      correction: null,
      saveRedirect: false,
    });
  });

  it('adopts a correction only for typed text with Latin letters (spec 1 §5)', () => {
    const latin = submitTarget('rjkmwj', { query: 'rjkmwj', correction: 'кольцо', redirect: null }, none);
    expect(latin).toMatchObject({ query: 'кольцо', href: '/products-search/text/text-kolco/', correction: 'кольцо' });
    const cyrillic = submitTarget('кольйо', { query: 'кольйо', correction: 'кольцо', redirect: null }, none);
    expect(cyrillic).toMatchObject({ query: 'кольйо', correction: null });
  });

  it('ignores an answer that belongs to earlier text', () => {
    expect(submitTarget('серьги', { query: 'rjkmwj', correction: 'кольцо', redirect: '/x/' }, none)).toMatchObject({ query: 'серьги', origin: 'textSearch' });
  });

  it('follows the answer redirect and asks to remember it; a remembered one wins', () => {
    const answer = { query: '01-0001', correction: null, redirect: '/product/ring-1/' };
    expect(submitTarget('01-0001', answer, none)).toMatchObject({ href: '/product/ring-1/', origin: 'redirect', saveRedirect: true });
    expect(submitTarget('01-0001', undefined, () => '/product/ring-1/')).toMatchObject({ href: '/product/ring-1/', origin: 'redirect', saveRedirect: false });
  });
});
