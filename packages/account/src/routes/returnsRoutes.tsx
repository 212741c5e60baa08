import { returnMessages } from '@ornament/domain';
import type { Metadata } from 'next';
import { NewReturnPage } from '../returns/NewReturnPage';
import { ReturnDetailPage } from '../returns/ReturnDetailPage';
import { ReturnsPage } from '../returns/ReturnsPage';
import { type AccountRouteOptions, ordersBase, returnsBase } from './ordersRoutes';
import { type SearchParams, idParam, pageParam } from './params';

const personal: Metadata = { robots: { index: false, follow: false } };

/** `app/personal/returns/page.tsx`: ?page=n. */
export function returnsRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  const metadata: Metadata = { ...personal, title: returnMessages.pageTitle };
  async function ReturnsRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    return <ReturnsPage client={await serverApiClient()} page={pageParam(query.page)} base={returnsBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata, Page: ReturnsRoutePage };
}

/** `app/personal/returns/[id]/page.tsx`. */
export function returnRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  const metadata: Metadata = { ...personal, title: returnMessages.pageTitle };
  async function ReturnRoutePage({ params }: { params: Promise<{ id: string }> }) {
    const client = await serverApiClient();
    const id = idParam((await params).id);
    return <ReturnDetailPage client={client} id={id} returnsBase={returnsBase} ordersBase={ordersBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata, Page: ReturnRoutePage };
}

/** `app/personal/returns/new/page.tsx`: ?order={id}. */
export function newReturnRoute({ serverApiClient }: Pick<AccountRouteOptions, 'serverApiClient'>) {
  const metadata: Metadata = { ...personal, title: returnMessages.submit };
  async function NewReturnRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    return <NewReturnPage client={await serverApiClient()} orderId={idParam(query.order)} ordersBase={ordersBase} returnsBase={returnsBase} />;
  }
  return { metadata, Page: NewReturnRoutePage };
}
