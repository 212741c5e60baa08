import { formatBadgeCount } from '@ornament/domain';
import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'accent' | 'highlight' | 'neutral' | 'custom';

export type BadgeProps =
  | {
      /** A counter: favourites, basket, messages; capped at '99+' (spec 1 §4). Nothing shows at 0. */
      count: number;
      tone?: BadgeTone;
      /** Pins the counter to the corner of a relatively positioned icon button. */
      floating?: boolean;
      children?: never;
      background?: never;
      color?: never;
    }
  | {
      count?: never;
      tone?: BadgeTone;
      floating?: never;
      /** A label such as 'Хит'; 'custom' tone takes the catalogue's own colours. */
      children: ReactNode;
      background?: string | undefined;
      color?: string | undefined;
    };

export function Badge(props: BadgeProps) {
  const tone = props.tone ?? 'accent';
  if (props.count !== undefined) {
    if (props.count <= 0) return null;
    const className = styles.badge({ tone, shape: 'counter' });
    return (
      <span className={props.floating ? `${className} ${styles.counterPosition}` : className}>
        {formatBadgeCount(props.count)}
      </span>
    );
  }
  const style = tone === 'custom' ? { background: props.background, color: props.color } : undefined;
  return (
    <span className={styles.badge({ tone, shape: 'label' })} style={style}>
      {props.children}
    </span>
  );
}
