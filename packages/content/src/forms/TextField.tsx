import type { InputHTMLAttributes } from 'react';
import * as styles from './forms.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'className'> {
  id: string;
  label: string;
  error?: string | undefined;
  multiline?: boolean;
}

/** A labelled input (or textarea) with its server error under it, tied by aria-describedby. */
export function TextField({ id, label, error, multiline = false, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...(input as InputHTMLAttributes<HTMLTextAreaElement>)} {...common} className={styles.textarea} />
      ) : (
        <input {...(input as InputHTMLAttributes<HTMLInputElement>)} {...common} className={styles.input} />
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
