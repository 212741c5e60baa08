import { orderMessages } from '@ornament/domain';
import { OrderDetailPage } from '../orders/OrderDetailPage';
import { idParam } from './params';
import { type AccountRouteOptions, ordersBase, personalMetadata, returnsBase } from './shared';

/** `app/personal/orders/[id]/page.tsx`. */
export function orderRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  async function OrderRoutePage({ params }: { params: Promise<{ id: string }> }) {
    const id = idParam((await params).id);
    return <OrderDetailPage client={await serverApiClient()} id={id} ordersBase={ordersBase} returnsBase={returnsBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata: personalMetadata(orderMessages.pageTitle), Page: OrderRoutePage };
}
