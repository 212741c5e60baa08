'use client';

import { checkoutFormMessages as m } from '@ornament/domain';
import { useId } from 'react';
import * as styles from '../checkout.css';

/** The order comment (buyerComment). */
export function CommentBlock({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <section className={styles.block}>
      <label htmlFor={id} className={styles.blockTitle}>
        {m.comment}
      </label>
      <textarea id={id} className={styles.textarea} value={value} maxLength={1000} onChange={(event) => onChange(event.target.value)} />
    </section>
  );
}
