import { type ApiClient, unwrap } from '@ornament/api-client';
import { AccountPage } from '@ornament/account/page';
import { ErrorState } from '@ornament/account/states';
import { notificationMessages as m } from '@ornament/domain';
import { NotificationsList } from './NotificationsList';
import * as styles from './page.css';

/** /personal/notifications/ (spec 3 §2): the notification centre as a page. */
export function NotificationsPage({ client }: { client: ApiClient }) {
  return (
    <AccountPage client={client} title={m.pageTitle}>
      {async () => {
        const list = await client.messaging.list().then(unwrap, () => null);
        if (!list) return <ErrorState title={m.pageTitle} />;
        return (
          <>
            <h1 className={styles.title}>{m.pageTitle}</h1>
            <NotificationsList initial={list} />
          </>
        );
      }}
    </AccountPage>
  );
}
