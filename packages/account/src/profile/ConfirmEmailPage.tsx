import { accountSecurityMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import * as account from '../layout/account.css';
import { ConfirmEmailForm } from './ConfirmEmailForm';

/**
 * /confirm-email/?token=…: the link of the letter sent to a new e-mail (issue 19 finding 10), no login
 * needed. A link without a token says it is invalid at once; the API refuses a used, replaced,
 * expired or forged one with its message.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  return (
    <Container>
      <section className={account.state} aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title" className={account.pageTitle}>
          {m.confirmTitle}
        </h1>
        {token ? (
          <>
            <p>{m.confirmLead}</p>
            <ConfirmEmailForm token={token} />
          </>
        ) : (
          <p className={account.alert} role="alert">
            {m.linkInvalid}
          </p>
        )}
      </section>
    </Container>
  );
}
