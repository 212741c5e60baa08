import { VisuallyHidden } from '@ornament/ui-kit';
import * as styles from './header.css';
import { BellIcon } from './icons';

/** The bell; the messaging issue turns it into the messages modal's button. */
export function BellLink() {
  return (
    <a className={`${styles.iconLink} ${styles.hideBelowWide}`} href="/personal/notifications/">
      <BellIcon size={24} />
      <VisuallyHidden>Уведомления</VisuallyHidden>
    </a>
  );
}
