import type { ApiClient, SeoMetaLookup } from '@ornament/api-client';
import { noIndexRobots } from '@ornament/api-contract/http';
import { generatedHeading } from '@ornament/domain';
import type { Metadata } from 'next';

export type SeoLookup = SeoMetaLookup | { kind: 'failed' };

/** The meta call never breaks a page: a failure falls back to what the page knows itself. */
export async function lookupSeo(load: () => Promise<SeoMetaLookup>): Promise<SeoLookup> {
  try {
    return await load();
  } catch {
    return { kind: 'failed' };
  }
}

function robotsText(robots: Metadata['robots']): string {
  return typeof robots === 'string' ? robots : '';
}

/**
 * The page's head from the meta call (spec 3 §7, §8) over the page's own metadata: a seeded row's
 * title is final (it names the brand) and the stricter robots wins; generated meta only fills a page
 * that has no title of its own (a catalogue listing knows its facets better), unless the route prefers
 * it (the product page). With no meta (400) the page is noindex, nofollow with a generated title; 404
 * or a failure keeps the page's own.
 */
export function mergeSeo(path: string, lookup: SeoLookup, own: Metadata = {}, { preferGenerated = false }: { preferGenerated?: boolean } = {}): Metadata {
  if (lookup.kind === 'no-meta') return { ...own, title: generatedHeading(path), robots: noIndexRobots };
  if (lookup.kind !== 'meta') return own;
  const { meta } = lookup;
  if (meta.generated && !preferGenerated && own.title !== undefined) return own;
  const ownRobots = robotsText(own.robots);
  return {
    ...own,
    title: { absolute: meta.title },
    description: meta.description || own.description,
    robots: ownRobots.includes('noindex') && !meta.robots.includes('noindex') ? ownRobots : meta.robots,
    alternates: { ...own.alternates, canonical: meta.canonical },
  };
}

export interface SeoOptions<P> {
  serverApiClient: () => Promise<ApiClient>;
  /** The storefront path the page answers ('/collections/'). */
  path: (props: P) => Promise<string> | string;
  /** Product pages ask 'meta product/{article}/' instead of the path's meta. */
  lookup?: (client: ApiClient, props: P) => Promise<SeoMetaLookup>;
  /** Generated meta wins over the route's own (product pages: their meta names price and shop). */
  preferGenerated?: boolean;
}

/** Wraps a route's generateMetadata (or none) with the meta call's answer for its path. */
export function withSeoMeta<P>(own: ((props: P) => Promise<Metadata>) | undefined, options: SeoOptions<P>): (props: P) => Promise<Metadata> {
  return async (props) => {
    const client = await options.serverApiClient();
    const path = await options.path(props);
    const [base, lookup] = await Promise.all([
      own ? own(props) : Promise.resolve<Metadata>({}),
      lookupSeo(() => (options.lookup ? options.lookup(client, props) : client.seo.meta(path))),
    ]);
    return mergeSeo(path, lookup, base, { preferGenerated: options.preferGenerated ?? false });
  };
}

/** `app/[section]/[[...slug]]`: '/jewelry-catalog/rings/'. */
export async function catalogPathOf({ params }: { params: Promise<{ section: string; slug?: string[] }> }): Promise<string> {
  const { section, slug } = await params;
  return `/${[section, ...(slug ?? [])].join('/')}/`;
}

/** `app/products-search/text/[...slug]`: '/products-search/text/text-kolco/'. */
export async function searchPathOf({ params }: { params: Promise<{ slug: string[] }> }): Promise<string> {
  return `/products-search/text/${(await params).slug.join('/')}/`;
}

/** `app/product/[article]`: the product meta call by article. */
export async function productPathOf({ params }: { params: Promise<{ article: string }> }): Promise<string> {
  return `/product/${(await params).article}/`;
}
export async function productSeoLookup(client: ApiClient, { params }: { params: Promise<{ article: string }> }): Promise<SeoMetaLookup> {
  return client.seo.productMeta((await params).article);
}
