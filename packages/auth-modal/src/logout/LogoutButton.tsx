'use client';

import { logoutMessages as m } from '@ornament/domain';
import { Button, type ButtonProps } from '@ornament/ui-kit/components/Button/Button';
import * as styles from './logout.css';
import { useLogout } from './useLogout';

export interface LogoutButtonProps {
  variant?: ButtonProps['variant'];
  className?: string;
}

/** 'Выйти' for the personal area; a failure says so beside the button. */
export function LogoutButton({ variant = 'secondary', className }: LogoutButtonProps) {
  const { logout, pending, error } = useLogout();
  return (
    <>
      <Button variant={variant} className={className} disabled={pending} aria-busy={pending || undefined} onClick={() => void logout()}>
        {m.logout}
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
