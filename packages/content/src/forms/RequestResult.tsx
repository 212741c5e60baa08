import { formRequestResultTexts as texts } from '@ornament/domain';
import * as styles from './forms.css';

/** Spec 2 §8: the request forms' success and failure blocks; a failure also shows the server's message. */
export function RequestResult({ outcome, serverMessage }: { outcome: 'success' | 'failure'; serverMessage?: string | null | undefined }) {
  const success = outcome === 'success';
  return (
    <div className={success ? styles.resultSuccess : styles.resultFailure} role={success ? 'status' : 'alert'}>
      <p className={styles.resultTitle}>{success ? texts.successTitle : texts.failureTitle}</p>
      <p className={styles.resultText}>{success ? texts.successText : texts.failureText}</p>
      {!success && serverMessage ? <p className={styles.resultText}>{serverMessage}</p> : null}
    </div>
  );
}
