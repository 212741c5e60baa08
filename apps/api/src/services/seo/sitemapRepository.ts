// The HTML site map (sections of links) and the URL lists of each host's sitemap.xml, read from the
// catalogue tree, the products and the seeded meta rows (only paths that exist in the country).
import { type SitemapPart, type SitemapSection, type SitemapUrl, sitemapUrlsPerPage } from '@ornament/api-contract';
import { type BrandId, brands, type CountryCode } from '@ornament/domain';
import { and, asc, count, eq, isNotNull, lte, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, products, seoMeta } from '../../db/schema';

/** Sections a brand's storefront lists: the diamond brand its own; staff-only merchandise never. */
const diamantSection = 'diamant-jewelry-catalog';
const unlistedSections = ['corp-merch', 'products-search'];

function sectionFilter(brand: BrandId) {
  return brand === 'diamant' ? eq(categories.section, diamantSection) : and(ne(categories.section, diamantSection), notInArray(categories.section, unlistedSections));
}

const inCountry = (country: CountryCode) => (row: { countries: string[] | null }) => row.countries === null || row.countries.includes(country);

export async function htmlSitemap(db: Db, brand: BrandId, country: CountryCode): Promise<SitemapSection[]> {
  const [tree, pages] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name, url: categories.url })
      .from(categories)
      .where(and(sectionFilter(brand), lte(categories.depth, 2)))
      .orderBy(asc(categories.depth), asc(categories.sort)),
    db
      .select({ path: seoMeta.path, h1: seoMeta.h1, section: seoMeta.sitemapSection, countries: seoMeta.countries })
      .from(seoMeta)
      .where(and(eq(seoMeta.source, brands[brand].source), isNotNull(seoMeta.sitemapSection)))
      .orderBy(asc(seoMeta.sitemapSort), asc(seoMeta.id)),
  ]);
  const catalogue: SitemapSection[] = tree
    .filter((row) => row.parentId === null)
    .map((section) => ({
      title: section.name,
      links: [{ title: section.name, url: section.url }, ...tree.filter((row) => row.parentId === section.id).map((row) => ({ title: row.name, url: row.url }))],
    }));
  const bySection = new Map<string, SitemapSection>();
  for (const page of pages.filter(inCountry(country))) {
    const title = page.section ?? '';
    const section = bySection.get(title) ?? { title, links: [] };
    section.links.push({ title: page.h1, url: page.path });
    bySection.set(title, section);
  }
  return [...catalogue, ...bySection.values()];
}

export interface SitemapUrlsPage {
  urls: SitemapUrl[];
  total: number;
}

export async function sitemapUrls(db: Db, brand: BrandId, country: CountryCode, part: SitemapPart, page: number): Promise<SitemapUrlsPage> {
  if (part === 'products') {
    const where = eq(products.brand, brand);
    const [rows, [totals]] = await Promise.all([
      db
        .select({ article: products.article, createdAt: products.createdAt })
        .from(products)
        .where(where)
        .orderBy(asc(products.id))
        .limit(sitemapUrlsPerPage)
        .offset((page - 1) * sitemapUrlsPerPage),
      db.select({ total: count() }).from(products).where(where),
    ]);
    return { urls: rows.map((row) => ({ loc: `/product/${encodeURIComponent(row.article)}/`, lastmod: row.createdAt.toISOString().slice(0, 10) })), total: totals?.total ?? 0 };
  }
  const [metaRows, tree] = await Promise.all([
    db.select({ path: seoMeta.path, robots: seoMeta.robots, countries: seoMeta.countries }).from(seoMeta).where(eq(seoMeta.source, brands[brand].source)).orderBy(asc(seoMeta.sitemapSort), asc(seoMeta.id)),
    db.select({ url: categories.url }).from(categories).where(sectionFilter(brand)).orderBy(asc(categories.depth), asc(categories.section), asc(categories.sort)),
  ]);
  const indexed = metaRows.filter((row) => inCountry(country)(row) && !row.robots.includes('noindex')).map((row) => row.path);
  const all = [...new Set(['/', ...indexed, ...tree.map((row) => row.url)])];
  const slice = all.slice((page - 1) * sitemapUrlsPerPage, page * sitemapUrlsPerPage);
  return { urls: slice.map((loc) => ({ loc, lastmod: null })), total: all.length };
}
