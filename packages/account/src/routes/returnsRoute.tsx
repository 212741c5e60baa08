import { returnMessages } from '@ornament/domain';
import { ReturnsPage } from '../returns/ReturnsPage';
import { type SearchParams, pageParam } from './params';
import { type AccountRouteOptions, personalMetadata, returnsBase } from './shared';

/** `app/personal/returns/page.tsx`: ?page=n. */
export function returnsRoute({ storefront, serverApiClient }: AccountRouteOptions) {
  async function ReturnsRoutePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    return <ReturnsPage client={await serverApiClient()} page={pageParam(query.page)} base={returnsBase} timeZone={storefront.tenant.timezone} />;
  }
  return { metadata: personalMetadata(returnMessages.pageTitle), Page: ReturnsRoutePage };
}
