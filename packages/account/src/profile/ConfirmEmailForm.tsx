'use client';

import { accountSecurityMessages as m } from '@ornament/domain';
import { LinkActionForm } from '../shared/LinkActionForm';

/**
 * The confirmation page's button (issue 19 finding 10): the shopper's click confirms the address
 * (POST confirm-email with the token).
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  return (
    <LinkActionForm
      action={m.confirmAction}
      run={async (client) => {
        const answer = await client.profile.confirmEmail(token);
        return answer.type === 'data' ? answer.data.data.attributes.email : null;
      }}
      failed={m.confirmFailed}
      done={{ notice: m.confirmed, text: m.confirmedText, href: '/personal/main/', linkLabel: m.toProfile }}
      details={(email) => <p>{email}</p>}
    />
  );
}
