import { orderMessages } from '@ornament/domain';
import { OrdersPage } from '../orders/OrdersPage';
import { type SearchParams, pageParam, statusParam } from './params';
import { type AccountRouteOptions, ordersBase, personalMetadata } from './shared';

/** `app/personal/orders/page.tsx`: ?status=completed for the completed tab, ?page=n. */
export function ordersRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  async function OrdersRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    return <OrdersPage client={await serverApiClient()} status={statusParam(query.status)} page={pageParam(query.page)} base={ordersBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata: personalMetadata(orderMessages.pageTitle), Page: OrdersRoutePage };
}
