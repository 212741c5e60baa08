import type { ReturnStatus } from '@ornament/domain';
import * as styles from '../orders/account.css';

const tones = { new: 'neutral', sent: 'neutral', received: 'neutral', refunded: 'completed', cancelled: 'annuled' } as const satisfies Record<ReturnStatus, keyof typeof styles.chip>;

export function ReturnChip({ status, label }: { status: ReturnStatus; label: string }) {
  return <span className={styles.chip[tones[status]]}>{label}</span>;
}
