import type { ElementType, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

/** Text for screen readers only, e.g. the words behind an icon button. */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
