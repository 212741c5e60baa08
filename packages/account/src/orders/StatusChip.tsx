import type { OrderStatusColour } from '@ornament/domain';
import * as styles from './account.css';

export function StatusChip({ label, colour }: { label: string; colour: OrderStatusColour | null }) {
  return <span className={styles.chip[colour ?? 'neutral']}>{label}</span>;
}
