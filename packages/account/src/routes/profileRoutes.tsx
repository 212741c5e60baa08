import type { ApiClient } from '@ornament/api-client';
import { type CountryCode, profileMessages as m } from '@ornament/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountLayout } from '../layout/AccountLayout';
import { AccountLoading } from '../layout/PageStates';
import { ProfilePage } from '../profile/ProfilePage';
import { ReviewsPage } from '../reviews/ReviewsPage';
import { StoresPage } from '../stores/StoresPage';
import { SubscriptionsPage } from '../subscriptions/SubscriptionsPage';

/** What the personal routes read from the app: its country and the API client of the request. */
export interface AccountRouteOptions {
  storefront: { tenant: { country: CountryCode } };
  serverApiClient: () => Promise<ApiClient>;
}

type SearchParams = Record<string, string | string[] | undefined>;

// Personal pages: never indexed; the apps' route files add `dynamic = 'force-dynamic'` (no caching).
const personal = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

/** `app/personal/layout.tsx`: the nav beside every personal page of a signed-in shopper. */
export function personalLayout({ serverApiClient }: AccountRouteOptions) {
  return async function PersonalLayout({ children }: { children: ReactNode }) {
    return <AccountLayout client={await serverApiClient()}>{children}</AccountLayout>;
  };
}

/** `app/personal/loading.tsx`. */
export function PersonalLoading() {
  return <AccountLoading />;
}

/** `app/personal/page.tsx`: the area's root opens the profile. */
export function personalIndexRoute() {
  return function PersonalIndex(): never {
    redirect('/personal/main/');
  };
}

export function profileRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personal(m.navProfile),
    Page: async function ProfileRoute() {
      return <ProfilePage client={await serverApiClient()} country={storefront.tenant.country} />;
    },
  };
}

export function subscriptionsRoute({ serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personal(m.subscriptionsTitle),
    Page: async function SubscriptionsRoute() {
      return <SubscriptionsPage client={await serverApiClient()} />;
    },
  };
}

export function reviewsRoute({ serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personal(m.reviewsTitle),
    Page: async function ReviewsRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
      return <ReviewsPage client={await serverApiClient()} searchParams={await searchParams} />;
    },
  };
}

export function storesRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  return {
    metadata: personal(m.storesTitle),
    Page: async function StoresRoute() {
      return <StoresPage client={await serverApiClient()} country={storefront.tenant.country} />;
    },
  };
}
