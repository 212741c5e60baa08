import type { ApiClient } from '@ornament/api-client';
import type { ReactNode } from 'react';
import { type StorefrontFrameProps, StorefrontFrame } from '../layout/StorefrontLayout';
import { enterLayoutVariant } from './pageVariant';

interface FrameLayoutOptions {
  storefront: StorefrontFrameProps['storefront'];
  /** The tree's API client: `publicApiClient` in `app/[variant]/`, the cookie one in `app/(personal)/`. */
  client: () => Promise<ApiClient>;
}

/**
 * `app/[variant]/layout.tsx`: the header over a cached page, for the variant's city; the basket's
 * variant also carries its reduced header. The segment
 * config (`dynamic = 'force-static'`, `revalidate`) stays in the app's file, where Next reads it.
 */
export function cachedLayout({ storefront, client }: FrameLayoutOptions) {
  return async function CachedLayout({ children, params }: { children: ReactNode; params: Promise<{ variant: string }> }) {
    const variant = enterLayoutVariant((await params).variant);
    return (
      <StorefrontFrame storefront={storefront} client={await client()} basketPages={variant?.basketFrame === true}>
        {children}
      </StorefrontFrame>
    );
  };
}

/** `app/(personal)/layout.tsx`: the header over a page read per request with the shopper's cookies. */
export function personalLayout({ storefront, client }: FrameLayoutOptions) {
  return async function PersonalLayout({ children }: { children: ReactNode }) {
    return (
      <StorefrontFrame storefront={storefront} client={await client()}>
        {children}
      </StorefrontFrame>
    );
  };
}
