'use client';

import { unwrap } from '@ornament/api-client';
import { subscriptionKind } from '@ornament/domain';
import * as account from '../layout/account.css';
import { LinkActionForm } from '../shared/LinkActionForm';
import { unsubscribeMessages as u } from './unsubscribeMessages';

/**
 * The button of the unsubscribe page: the shopper's click turns the e-mails off (POST
 * change-subscribes-mindbox with the link's token and topic).
 */
export function UnsubscribeForm({ token, topic }: { token: string; topic: string | undefined }) {
  return (
    <LinkActionForm
      action={u.action}
      run={async (client) => {
        const { data } = unwrap(await client.profile.unsubscribe(topic === undefined ? { token } : { token, topic }));
        return data.attributes.topics.map((code) => subscriptionKind(code)?.title ?? code);
      }}
      failed={u.failed}
      done={{ notice: u.done, text: u.doneText, href: '/personal/subscriptions/', linkLabel: u.toSubscriptions }}
      details={(titles) => (
        <ul className={account.list}>
          {titles.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      )}
    />
  );
}
