import type { ApiClient } from '@ornament/api-client';
import { orderMessages } from '@ornament/domain';
import type { Metadata } from 'next';
import { OrderDetailPage } from '../orders/OrderDetailPage';
import { OrdersPage } from '../orders/OrdersPage';
import { type SearchParams, idParam, pageParam, statusParam } from './params';

export interface AccountRouteOptions {
  storefront: { tenant: { timezone: string } };
  /** The app's API client for the current request (the shopper's session cookie goes with it). */
  serverApiClient: () => Promise<ApiClient>;
}

export const ordersBase = '/personal/orders/';
export const returnsBase = '/personal/returns/';

// Personal pages: never indexed; the apps' route files add `dynamic = 'force-dynamic'`.
const personal: Metadata = { robots: { index: false, follow: false } };

/** `app/personal/orders/page.tsx`: ?status=completed for the completed tab, ?page=n. */
export function ordersRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  const metadata: Metadata = { ...personal, title: orderMessages.pageTitle };
  async function OrdersRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    return <OrdersPage client={await serverApiClient()} status={statusParam(query.status)} page={pageParam(query.page)} base={ordersBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata, Page: OrdersRoutePage };
}

/** `app/personal/orders/[id]/page.tsx`. */
export function orderRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  const metadata: Metadata = { ...personal, title: orderMessages.pageTitle };
  async function OrderRoutePage({ params }: { params: Promise<{ id: string }> }) {
    const id = idParam((await params).id);
    return <OrderDetailPage client={await serverApiClient()} id={id} ordersBase={ordersBase} returnsBase={returnsBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata, Page: OrderRoutePage };
}
