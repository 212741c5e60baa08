import type { InputHTMLAttributes } from 'react';
import * as styles from './authModal.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Extra class (the code field's spacing). */
  inputClassName?: string;
}

/** A labelled input whose error is announced with it (aria-describedby, aria-invalid). */
export function Field({ id, label, error, inputClassName, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName ?? styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's server message: read out at once. */
export function FormAlert({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  );
}
