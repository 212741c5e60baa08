import { accountSecurityMessages as m } from '@ornament/domain';
import { LinkActionPage } from '../shared/LinkActionPage';
import { ConfirmEmailForm } from './ConfirmEmailForm';

/**
 * /confirm-email/?token=…: the link of the letter sent to a new e-mail (issue 19 finding 10), no login
 * needed. A link without a token says it is invalid at once; the API refuses a used, replaced,
 * expired or forged one with its message.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  return (
    <LinkActionPage id="confirm-email-title" title={m.confirmTitle} invalid={m.linkInvalid}>
      {token ? (
        <>
          <p>{m.confirmLead}</p>
          <ConfirmEmailForm token={token} />
        </>
      ) : null}
    </LinkActionPage>
  );
}
