import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { enterPageVariant } from './pageVariant';
import { searchParamsOf } from './variant';

type SearchParams = Record<string, string | string[] | undefined>;
type VariantParams<Params> = Promise<Params & { variant: string }>;

interface RouteProps<Params> {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}

/**
 * A route factory's page under `app/[variant]/`: rendered for the variant's city, with the variant's
 * query as its search params (a cached render has no request query of its own). The basket's page
 * says `basketFrame`: it takes the variant with the reduced header, and only that one.
 */
export function cachedPage<Params extends object>(Page: (props: RouteProps<Params>) => ReactNode | Promise<ReactNode>, { basketFrame = false } = {}) {
  return async function CachedPage({ params }: { params: VariantParams<Params> }) {
    const variant = enterPageVariant((await params).variant, basketFrame);
    return <Page params={params} searchParams={Promise.resolve(searchParamsOf(variant))} />;
  };
}

/** The same for the route's metadata. */
export function cachedMetadata<Params extends object>(generateMetadata: (props: RouteProps<Params>) => Promise<Metadata>) {
  return async function generateCachedMetadata({ params }: { params: VariantParams<Params> }): Promise<Metadata> {
    const variant = enterPageVariant((await params).variant);
    return generateMetadata({ params, searchParams: Promise.resolve(searchParamsOf(variant)) });
  };
}
