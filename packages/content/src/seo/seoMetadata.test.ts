import { describe, expect, it } from 'vitest';
import { mergeSeo } from './seoMetadata';

const meta = { path: '/gifts/', title: 'Подарки — Орнамент', description: 'Идеи подарков', h1: 'Подарки', robots: 'index, follow', canonical: '/gifts/', generated: false };

describe('mergeSeo', () => {
  it('takes the meta row as the final title, with its robots and canonical', () => {
    expect(mergeSeo('/gifts/', { kind: 'meta', meta }, { title: 'Старый', description: 'Своё' })).toEqual({
      title: { absolute: 'Подарки — Орнамент' },
      description: 'Идеи подарков',
      robots: 'index, follow',
      alternates: { canonical: '/gifts/' },
    });
  });

  it('keeps the page’s own noindex when the meta would index', () => {
    expect(mergeSeo('/x/', { kind: 'meta', meta }, { robots: 'noindex, nofollow' }).robots).toBe('noindex, nofollow');
  });

  it('lets generated meta only fill a page without a title, unless the route prefers it', () => {
    const generated = { ...meta, title: 'Кольца — купить в интернет-магазине Орнамент', robots: 'noindex, follow', generated: true };
    const own = { title: 'Кольца из золота', robots: 'index, follow' };
    expect(mergeSeo('/jewelry-catalog/rings/material-gold/', { kind: 'meta', meta: generated }, own)).toEqual(own);
    expect(mergeSeo('/x/', { kind: 'meta', meta: generated })).toMatchObject({ title: { absolute: generated.title } });
    expect(mergeSeo('/product/1/', { kind: 'meta', meta: generated }, own, { preferGenerated: true })).toMatchObject({ title: { absolute: generated.title } });
  });

  it('marks a page without meta (400) noindex, nofollow with a generated title', () => {
    expect(mergeSeo('/products-search/text/text-kolco/', { kind: 'no-meta' }, { title: 'Поиск' })).toMatchObject({ title: expect.stringMatching(/^Поиск: /), robots: 'noindex, nofollow' });
    expect(mergeSeo('/newitems/jewelry-catalog/rings/', { kind: 'no-meta' })).toEqual({ title: 'Новинки', robots: 'noindex, nofollow' });
  });

  it('keeps the page’s own metadata on 404 or failure', () => {
    expect(mergeSeo('/x/', { kind: 'missing' }, { title: 'Своё' })).toEqual({ title: 'Своё' });
    expect(mergeSeo('/x/', { kind: 'failed' }, { title: 'Своё' })).toEqual({ title: 'Своё' });
  });
});
