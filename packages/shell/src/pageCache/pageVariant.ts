import { notFound } from 'next/navigation';
import { cache } from 'react';
import { decodeVariant, type PageVariant } from './variant';

// One slot per server request (React's cache is request-scoped): the cached tree's layout and each
// page put the variant they were rendered for here, and the public API client reads its city there.
const slot = cache((): { variant: PageVariant | undefined } => ({ variant: undefined }));

/**
 * The variant a cached page renders for; a segment the proxy would never write is a 404, and so is
 * the basket's frame under any page but the basket (`basketFrame`), or the other frame under it.
 */
export function enterPageVariant(segment: string, basketFrame = false): PageVariant {
  const variant = decodeVariant(segment);
  if (!variant || (variant.basketFrame === true) !== basketFrame) notFound();
  slot().variant = variant;
  return variant;
}

/**
 * The variant the cached tree's layout draws its header for. A bad segment is not a 404 here but in
 * the page below (`enterPageVariant`), so the 404 renders under this header, from the tree's own
 * not-found, and the root's not-found (serialised into every page's payload) can stay small.
 */
export function enterLayoutVariant(segment: string): PageVariant | undefined {
  const variant = decodeVariant(segment);
  if (variant) slot().variant = variant;
  return variant;
}

/** The variant of this render, or the storefront's default (no city, no query) outside the cached tree. */
export function currentPageVariant(): PageVariant {
  return slot().variant ?? { cityGuid: undefined, query: '' };
}
