import { bellMessages as m } from '@ornament/domain';
import { VisuallyHidden } from '@ornament/ui-kit';
import * as styles from './header.css';
import { BellIcon } from './icons';
import { messagesBellAttributes, MessagesBadgeSlot } from './messagesBell';

/**
 * The bell (spec 1 §2, §4). Rendered on the server with no script of its own: the notification
 * centre (@ornament/messaging), loaded once the page is idle, fills the badge slot with the unread
 * count and turns the click into opening the messages modal (or the login for a guest). Until then,
 * and without JavaScript, it is a link to /personal/notifications/.
 */
export function BellLink() {
  return (
    <a className={`${styles.iconLink} ${styles.hideBelowWide}`} href="/personal/notifications/" {...messagesBellAttributes}>
      <BellIcon size={24} />
      <VisuallyHidden>{m.bell}</VisuallyHidden>
      <MessagesBadgeSlot />
    </a>
  );
}
