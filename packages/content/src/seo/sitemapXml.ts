// sitemap.xml per storefront host (sitemaps.org protocol): an index over the parts, each part a
// urlset of absolute URLs on the host. Pure string building; the route handlers fetch the paths.
import type { SitemapUrl } from '@ornament/api-contract';

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function originOf(host: string): string {
  return `https://${host}`;
}

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(origin + url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}</url>`);
  return `${xmlHeader}\n<urlset xmlns="${namespace}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`);
  return `${xmlHeader}\n<sitemapindex xmlns="${namespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The parts' file names: 'pages.xml', then 'products-1.xml' … one per page of products. */
export function sitemapFiles(productPages: number): string[] {
  return ['pages.xml', ...Array.from({ length: Math.max(0, productPages) }, (_, index) => `products-${index + 1}.xml`)];
}

export type SitemapFile = { part: 'pages'; page: 1 } | { part: 'products'; page: number };

export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { part: 'pages', page: 1 };
  const match = /^products-([1-9]\d{0,3})\.xml$/.exec(name);
  return match ? { part: 'products', page: Number(match[1]) } : null;
}
