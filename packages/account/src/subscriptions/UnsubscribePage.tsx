import { profileMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import { LinkActionPage } from '../shared/LinkActionPage';
import { unsubscribeMessages as u } from './unsubscribeMessages';
import { UnsubscribeForm } from './UnsubscribeForm';
import { unsubscribeTopics } from './unsubscribeTopics';

export interface UnsubscribePageProps {
  /** The link's signed token; absent, the link is broken. */
  token: string | undefined;
  /** One e-mail kind to leave; absent, every e-mail kind the token allows. */
  topic: string | undefined;
}

/**
 * /unsubscribe/?token=…[&topic=…]: an e-mail's unsubscribe link (spec 3 §7), no login needed: what
 * the link turns off, and the button that does it. A link without a token, or with a topic that is
 * no e-mail kind, says it is invalid at once.
 */
export function UnsubscribePage({ token, topic }: UnsubscribePageProps) {
  const topics = unsubscribeTopics(topic);
  const valid = token !== undefined && token !== '' && topics.length > 0;
  return (
    <LinkActionPage id="unsubscribe-title" title={u.title} invalid={m.unsubscribeInvalid}>
      {valid ? (
        <>
          <p>{u.lead}</p>
          <ul className={account.list}>
            {topics.map((kind) => (
              <li key={kind.code}>
                <strong>{kind.title}</strong>
                <p className={account.muted}>{kind.description}</p>
              </li>
            ))}
          </ul>
          <UnsubscribeForm token={token} topic={topic} />
        </>
      ) : null}
    </LinkActionPage>
  );
}
