import { authModalMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import type { Dispatch } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { FormAlert } from './Field';
import type { AuthFlow } from './useAuthFlow';

/** A deleted account answered the code: it may come back (POST restore). */
export function RestoreForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  return (
    <div className={styles.form}>
      <p className={styles.lead}>{m.restoreLead}</p>
      <FormAlert message={state.errors.form} />
      <Button fullWidth disabled={state.pending} aria-busy={state.pending || undefined} onClick={() => void flow.restore()}>
        {m.restore}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'showMode', mode: 'phone' })}>
          {m.changePhone}
        </button>
      </div>
    </div>
  );
}
