import { returnMessages } from '@ornament/domain';
import { ReturnDetailPage } from '../returns/ReturnDetailPage';
import { idParam } from './params';
import { type AccountRouteOptions, ordersBase, personalMetadata, returnsBase } from './shared';

/** `app/personal/returns/[id]/page.tsx`. */
export function returnRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  async function ReturnRoutePage({ params }: { params: Promise<{ id: string }> }) {
    const id = idParam((await params).id);
    return <ReturnDetailPage client={await serverApiClient()} id={id} returnsBase={returnsBase} ordersBase={ordersBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata: personalMetadata(returnMessages.pageTitle), Page: ReturnRoutePage };
}
