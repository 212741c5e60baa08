import { type ApiClient, unwrap } from '@ornament/api-client';
import { profileMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { ErrorState } from '../layout/PageStates';
import { SubscriptionList } from './SubscriptionList';

/** /personal/subscriptions/: the subscription kinds with their toggles (mobile-push hidden). */
export function SubscriptionsPage({ client }: { client: ApiClient }) {
  return (
    <AccountPage client={client} title={m.subscriptionsTitle}>
      {async () => {
        const list = await client.profile.subscriptions().then(unwrap, () => null);
        if (!list) return <ErrorState title={m.subscriptionsTitle} />;
        return (
          <>
            <h1 className={account.pageTitle}>{m.subscriptionsTitle}</h1>
            <SubscriptionList initial={list.data} />
          </>
        );
      }}
    </AccountPage>
  );
}
