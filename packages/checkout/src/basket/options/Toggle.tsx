'use client';

import type { ReactNode } from 'react';
import * as styles from './options.css';

export interface ToggleProps {
  title: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  children?: ReactNode;
}

/** A labelled check box with notes under its title (bonuses, stars, employee discount). */
export function Toggle({ title, checked, disabled, onChange, children }: ToggleProps) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" className={styles.toggleBox} checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className={styles.toggleTitle}>{title}</span>
      {children}
    </label>
  );
}
