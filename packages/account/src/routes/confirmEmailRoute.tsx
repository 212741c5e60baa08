import { accountSecurityMessages as m } from '@ornament/domain';
import { ConfirmEmailPage } from '../profile/ConfirmEmailPage';
import { type SearchParams, textParam } from './params';
import { personalMetadata } from './shared';

/** `app/(personal)/confirm-email/page.tsx`: an e-mail's confirmation link, without a login. */
export function confirmEmailRoute() {
  return {
    metadata: personalMetadata(m.confirmTitle),
    Page: async function ConfirmEmailRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
      const query = await searchParams;
      return <ConfirmEmailPage token={textParam(query.token)} />;
    },
  };
}
