// Meta for a storefront path (spec 3 §7, §8): a seeded row wins; product and catalogue paths get
// generated meta; search pages and filtered new items have none (400, the storefront then marks the
// page noindex, nofollow); anything else is unknown (404).
import type { SeoMeta } from '@ornament/api-contract';
import { type BrandId, brands, catalogSectionNames, type CountryCode, countries, formatPrice, isCatalogSection } from '@ornament/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { categories, products, seoMeta } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { segmentsOf } from './metaPath';

export const seoErrorCodes = { metaNotAvailable: 'meta_not_available' } as const;

const indexRobots = 'index, follow';
const filteredRobots = 'noindex, follow';

export interface MetaRequest {
  path: string;
  brand: BrandId;
  country: CountryCode;
}

const sourceOf = (brand: BrandId) => brands[brand].source;

function noMeta(detail: string): HttpError {
  return new HttpError(400, seoErrorCodes.metaNotAvailable, detail, '/path/path');
}

export async function resolveMeta(db: Db, request: MetaRequest): Promise<SeoMeta> {
  const { path, brand } = request;
  const [row] = await db.select().from(seoMeta).where(and(eq(seoMeta.source, sourceOf(brand)), eq(seoMeta.path, path))).limit(1);
  if (row && (row.countries === null || row.countries.includes(request.country))) {
    return { path, title: row.title, description: row.description, h1: row.h1, robots: row.robots, canonical: row.canonical ?? path, generated: false };
  }
  const segments = segmentsOf(path);
  const [first, second] = segments;
  if (first === 'products-search') throw noMeta('Search pages have no meta');
  if (first === 'product' && second !== undefined && segments.length <= 3) return productMeta(db, second, request);
  if (first !== undefined && isCatalogSection(first)) {
    // New items under a section are listed; anything filtered below that has no meta of its own.
    if (first === 'newitems' && segments.length > 2) throw noMeta('Filtered new items have no meta');
    return catalogMeta(db, segments, request);
  }
  throw HttpError.notFound(`No meta for ${path}`);
}

async function productMeta(db: Db, article: string, { brand, country }: MetaRequest): Promise<SeoMeta> {
  const [product] = await db
    .select({ article: products.article, name: products.name, material: products.materialName, priceRub: products.priceRub, priceKzt: products.priceKzt, priceByn: products.priceByn })
    .from(products)
    .where(eq(products.article, article))
    .limit(1);
  if (!product) throw HttpError.notFound(`Product ${article} not found`);
  const shop = brands[brand].shopName;
  const currency = countries[country].currency;
  const price = currency === 'KZT' ? product.priceKzt : currency === 'BYN' ? product.priceByn : product.priceRub;
  const priceText = price === null ? '' : ` по цене ${formatPrice(price, currency)}`;
  const canonical = `/product/${product.article}/`;
  return {
    path: canonical,
    title: `${product.name}, арт. ${product.article} — купить${priceText} в интернет-магазине ${shop}`,
    description: `${product.name} (${product.material.toLowerCase()})${priceText}. Доставка, примерка в магазинах ${shop} и оплата при получении.`,
    h1: product.name,
    robots: indexRobots,
    canonical,
    generated: true,
  };
}

async function catalogMeta(db: Db, segments: readonly string[], { brand }: MetaRequest): Promise<SeoMeta> {
  // Every prefix of the path that could be a category ('/jewelry-catalog/', '/jewelry-catalog/rings/', …).
  const prefixes = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`);
  const known = await db.select({ url: categories.url, name: categories.name }).from(categories).where(inArray(categories.url, prefixes));
  const deepest = [...prefixes].reverse().find((prefix) => known.some((row) => row.url === prefix));
  const path = prefixes.at(-1) ?? '/';
  if (deepest === undefined) {
    // The section itself may have no category row (new items); anything deeper is an unknown path.
    if (segments.length > 1 && segments[0] !== 'newitems') throw HttpError.notFound(`No meta for ${path}`);
  }
  const section = segments[0] ?? '';
  const name = known.find((row) => row.url === deepest)?.name ?? (isCatalogSection(section) ? catalogSectionNames[section] : section);
  const shop = brands[brand].shopName;
  const filtered = deepest !== undefined && deepest !== path;
  return {
    path,
    title: `${name} — купить в интернет-магазине ${shop}`,
    description: `${name} в интернет-магазине ${shop}: цены, фото и отзывы. Доставка по всей стране и самовывоз из магазинов.`,
    h1: name,
    // A filtered listing points search engines at its category and stays out of the index.
    robots: filtered ? filteredRobots : indexRobots,
    canonical: filtered ? deepest : path,
    generated: true,
  };
}
