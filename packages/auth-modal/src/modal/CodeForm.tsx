import { authModalMessages as m, codeSentText, resendCountdownText } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type Dispatch, useState } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { Field, FormAlert } from './Field';
import type { AuthFlow } from './useAuthFlow';
import { useCountdown } from './useCountdown';

/** Code mode and flash_call mode: the code from the SMS, or the caller number's last digits. */
export function CodeForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  const [code, setCode] = useState('');
  const length = state.code?.length ?? 6;
  const left = useCountdown(state.code);
  const flash = state.mode === 'flash_call';
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.login(code);
      }}
    >
      <p className={styles.lead}>{flash ? m.flashCallLead : codeSentText(state.phone)}</p>
      <Field
        id="auth-code"
        label={m.codeLabel}
        inputClassName={styles.codeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        value={code}
        error={state.errors.code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, length))}
        autoFocus
      />
      <FormAlert message={state.errors.form} />
      <Button type="submit" fullWidth disabled={state.pending || code.length === 0} aria-busy={state.pending || undefined}>
        {m.login}
      </Button>
      <div className={styles.links}>
        {left > 0 ? (
          <p className={styles.muted} aria-live="off">
            {resendCountdownText(left)}
          </p>
        ) : (
          <button type="button" className={styles.linkButton} disabled={state.pending} onClick={() => void flow.sendCode({ resend: true })}>
            {m.resend}
          </button>
        )}
        <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'showMode', mode: 'phone' })}>
          {m.changePhone}
        </button>
      </div>
    </form>
  );
}
