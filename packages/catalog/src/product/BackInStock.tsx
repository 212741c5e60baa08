import { productTexts } from '@ornament/domain';
import { slotIds } from './personal/slots';
import * as styles from './sections.css';


/**
 * 'Сообщить о поступлении' for a sold-out product or size (spec 2 §7 add-available-request). The
 * disclosure opens without script; the small form inside loads after paint.
 */
export function BackInStock() {
  return (
    <details className={styles.notify}>
      <summary className={styles.notifySummary}>{productTexts.notifyMe}</summary>
      <div id={slotIds.notify} />
    </details>
  );
}
