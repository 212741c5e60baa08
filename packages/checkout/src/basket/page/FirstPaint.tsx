import { contextCookies } from '@ornament/api-contract/http';
import * as styles from './basket.css';
import { BasketLoading, EmptyBasket } from './PageStates';

/**
 * Run by the browser as it parses the shell, before the first paint: marks its parent for a visitor
 * without the API's session marker (sessionMarker.ts). The storefront's server lists its hash in the
 * page's policy.
 */
export const guestMarkScript = `if(!/(?:^|;\\s*)${contextCookies.hasSession}=1(?:;|$)/.test(document.cookie))document.currentScript.parentElement.setAttribute('data-guest','')`;

/**
 * The basket in the shell's HTML, the same for everyone: its loading state and a guest's empty one.
 * The inline script, run before the first paint, keeps the empty one for a visitor without a session
 * (who has no basket), so neither flickers to the other. Rendered by the server (BasketPage) and shown
 * by the view only until hydration has read the cookie itself (useSessionPresent): a page reached in
 * the browser never renders the script, and its code stays out of the basket's first-load JS.
 */
export function BasketFirstPaint({ catalogHref }: { catalogHref: string }) {
  return (
    <div className={styles.firstPaint} suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: guestMarkScript }} />
      <div className={styles.whileSession}>
        <BasketLoading />
      </div>
      <div className={styles.whileGuest}>
        <div className={styles.single}>
          <EmptyBasket catalogHref={catalogHref} guest />
        </div>
      </div>
    </div>
  );
}
