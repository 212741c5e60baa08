import { describe, expect, it } from 'vitest';
import { parseSitemapFile, sitemapFiles, sitemapIndexXml, urlsetXml } from './sitemapXml';

describe('sitemap.xml', () => {
  it('writes absolute, escaped URLs on the host', () => {
    const xml = urlsetXml('https://ornament.ru', [
      { loc: '/', lastmod: null },
      { loc: '/product/1&2/', lastmod: '2026-10-01' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://ornament.ru/</loc></url>');
    expect(xml).toContain('<loc>https://ornament.ru/product/1&amp;2/</loc><lastmod>2026-10-01</lastmod>');
  });

  it('indexes the pages part and one part per products page', () => {
    expect(sitemapFiles(2)).toEqual(['pages.xml', 'products-1.xml', 'products-2.xml']);
    expect(sitemapIndexXml('https://ornament.kz', ['pages.xml'])).toContain('<sitemap><loc>https://ornament.kz/sitemaps/pages.xml</loc></sitemap>');
  });

  it('reads only known part names', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ part: 'pages', page: 1 });
    expect(parseSitemapFile('products-3.xml')).toEqual({ part: 'products', page: 3 });
    expect(parseSitemapFile('products-0.xml')).toBeNull();
    expect(parseSitemapFile('../secret.xml')).toBeNull();
  });
});
