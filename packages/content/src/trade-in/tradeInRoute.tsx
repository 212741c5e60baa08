// /page/landing/trade-in/ (spec 2 §2, §7): the content page 'trade-in' with the calculator in its
// slot and the shops taking trade-in under it. The shopper's lists are read on the server with
// their session cookie, so the page is personal (dynamic), like the basket.
import type { ApiClient } from '@ornament/api-client';
import { tradeInPaths } from '@ornament/api-contract/http';
import { tradeInMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageError, ContentPageView } from '../pages/ContentPageView';
import { loadContentPage } from '../pages/loadContentPage';
import { loadTradeIn, loadTradeInStores } from './loadTradeIn';
import { TradeInCalculator } from './TradeInCalculator';
import { TradeInStores } from './TradeInStores';

export interface TradeInRouteOptions {
  serverApiClient: () => Promise<ApiClient>;
}

export function tradeInRoute({ serverApiClient }: TradeInRouteOptions) {
  async function generateMetadata(): Promise<Metadata> {
    const loaded = await loadContentPage(await serverApiClient(), tradeInPaths.contentPage);
    if (loaded.kind !== 'page') return { title: m.pageTitle };
    return { title: loaded.page.seo.title || loaded.page.title, description: loaded.page.seo.description || undefined };
  }

  async function TradeInPage() {
    const client = await serverApiClient();
    const [loaded, data, stores] = await Promise.all([loadContentPage(client, tradeInPaths.contentPage), loadTradeIn(client), loadTradeInStores(client)]);
    if (loaded.kind === 'missing') notFound();
    if (loaded.kind === 'failed') return <ContentPageError />;
    return (
      <>
        <ContentPageView page={loaded.page} client={client}>
          {data ? (
            <TradeInCalculator settings={data.settings} initialJewelries={data.jewelries} initialProducts={data.products} />
          ) : (
            <Container>
              <p role="alert">{m.loadError}</p>
            </Container>
          )}
        </ContentPageView>
        <TradeInStores stores={stores} />
      </>
    );
  }

  return { generateMetadata, Page: TradeInPage };
}
