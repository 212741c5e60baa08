import { returnMessages } from '@ornament/domain';
import { NewReturnPage } from '../returns/NewReturnPage';
import { type SearchParams, idParam } from './params';
import { type AccountRouteOptions, ordersBase, personalMetadata, returnsBase } from './shared';

/** `app/personal/returns/new/page.tsx`: ?order={id}. */
export function newReturnRoute({ serverApiClient }: Pick<AccountRouteOptions, 'serverApiClient'>) {
  async function NewReturnRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    return <NewReturnPage client={await serverApiClient()} orderId={idParam(query.order)} ordersBase={ordersBase} returnsBase={returnsBase} />;
  }
  return { metadata: personalMetadata(returnMessages.submit), Page: NewReturnRoutePage };
}
