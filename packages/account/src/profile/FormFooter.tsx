import { Button, type ButtonProps } from '@ornament/ui-kit/components/Button/Button';
import * as account from '../layout/account.css';

export interface FormFooterProps {
  /** Errors that belong to no field (role="alert"). */
  general: readonly string[];
  submitLabel: string;
  pending: boolean;
  /** Announced once the save went through; empty otherwise. */
  savedText: string;
  variant?: ButtonProps['variant'];
}

/** The end of a profile form: its general errors, the busy submit button and the saved notice. */
export function FormFooter({ general, submitLabel, pending, savedText, variant }: FormFooterProps) {
  return (
    <>
      {general.map((text) => (
        <p key={text} role="alert" className={account.alert}>
          {text}
        </p>
      ))}
      <div className={account.actions}>
        <Button type="submit" variant={variant} disabled={pending} aria-busy={pending || undefined}>
          {submitLabel}
        </Button>
        <span role="status" className={account.notice}>
          {savedText}
        </span>
      </div>
    </>
  );
}
