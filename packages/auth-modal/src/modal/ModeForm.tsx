import { Button } from '@ornament/ui-kit/components/Button/Button';
import { Fragment, type ReactNode } from 'react';
import * as styles from './authModal.css';
import { FormAlert } from './Field';

export interface ModeLink {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface ModeFormProps {
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  /** Extra reasons the submit button is off (an empty code). */
  submitDisabled?: boolean;
  /** The form-level server message (role="alert"). */
  alert?: string | undefined;
  /** Fields. */
  children: ReactNode;
  /** Below the submit button: the mode switches ('Изменить номер', 'Войти по e-mail', …). */
  links?: readonly (ModeLink | ReactNode)[];
}

function isModeLink(value: unknown): value is ModeLink {
  return typeof value === 'object' && value !== null && 'label' in value && 'onClick' in value;
}

/** The frame every step of the modal shares: fields, the form's alert, the busy submit button, mode links. */
export function ModeForm({ onSubmit, submitLabel, pending, submitDisabled = false, alert, children, links = [] }: ModeFormProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormAlert message={alert} />
      <Button type="submit" fullWidth disabled={pending || submitDisabled} aria-busy={pending || undefined}>
        {submitLabel}
      </Button>
      {links.length > 0 ? (
        <div className={styles.links}>
          {links.map((link, index) =>
            isModeLink(link) ? (
              <button key={link.label} type="button" className={styles.linkButton} disabled={link.disabled} onClick={link.onClick}>
                {link.label}
              </button>
            ) : (
              <Fragment key={index}>{link}</Fragment>
            ),
          )}
        </div>
      ) : null}
    </form>
  );
}
