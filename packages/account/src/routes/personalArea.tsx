// The personal area's frame (`app/personal/layout.tsx`, `loading.tsx`, `page.tsx`). Its own entry:
// the layout is on every personal page, so it must not import any page's client components.
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountLayout } from '../layout/AccountLayout';
import { AccountLoading } from '../layout/PageStates';
import type { AccountRouteOptions } from './shared';


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

