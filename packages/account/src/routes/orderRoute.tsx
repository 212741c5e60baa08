import { orderMessages } from '@ornament/domain';
import { OrderDetailPage } from '../orders/OrderDetailPage';
import { idParam, statusParam } from './params';
import { type AccountRouteOptions, ordersBase, personalMetadata, returnsBase } from './shared';

/** `app/personal/orders/[id]/page.tsx`; `?status=completed` from the completed tab. */
export function orderRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  async function OrderRoutePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ status?: string | string[] }> }) {
    const id = idParam((await params).id);
    const completed = statusParam((await searchParams).status) === 'completed';
    return <OrderDetailPage client={await serverApiClient()} id={id} ordersBase={ordersBase} returnsBase={returnsBase} timeZone={storefront.tenant.timezone} completed={completed} />;
  }
  return { metadata: personalMetadata(orderMessages.pageTitle), Page: OrderRoutePage };
}
