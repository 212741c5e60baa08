import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  children?: ReactNode;
}

/** The page column: full width up to the brand's maximum, with the responsive gutter. */
export function Container({ as: Tag = 'div', className, ...props }: ContainerProps) {
  return <Tag className={[styles.container, className].filter(Boolean).join(' ')} {...props} />;
}
