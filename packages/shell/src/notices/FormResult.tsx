import { formMessages } from '@ornament/domain';
import type { ReactNode } from 'react';
import * as styles from './notices.css';

export interface FormResultProps {
  status: 'success' | 'failure';
  /** A button or link under the text (e.g. 'Отправить еще раз'). */
  action?: ReactNode;
}

/** Spec 1 §8: what a request form (franchise, atelier, trade-in…) says after sending. */
export function FormResult({ status, action }: FormResultProps) {
  const success = status === 'success';
  return (
    <div className={styles.result} role={success ? 'status' : 'alert'}>
      <p className={styles.resultTitle}>{success ? formMessages.successTitle : formMessages.failureTitle}</p>
      <p className={styles.resultText}>{success ? formMessages.successText : formMessages.failureText}</p>
      {action}
    </div>
  );
}
