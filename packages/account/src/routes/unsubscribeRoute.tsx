import { UnsubscribePage } from '../subscriptions/UnsubscribePage';
import { unsubscribeMessages as u } from '../subscriptions/unsubscribeMessages';
import { type SearchParams, textParam } from './params';
import { personalMetadata } from './shared';

/** `app/(personal)/unsubscribe/page.tsx`: an e-mail's unsubscribe link, without a login. */
export function unsubscribeRoute() {
  return {
    metadata: personalMetadata(u.title),
    Page: async function UnsubscribeRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
      const query = await searchParams;
      return <UnsubscribePage token={textParam(query.token)} topic={textParam(query.topic)} />;
    },
  };
}
