import { authModalMessages as m, codeSentText, resendCountdownText } from '@ornament/domain';
import { type Dispatch, useState } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { Field } from './Field';
import { ModeForm } from './ModeForm';
import type { AuthFlow } from './useAuthFlow';
import { useCountdown } from './useCountdown';

/** Code mode and flash_call mode: the code from the SMS, or the caller number's last digits. */
export function CodeForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  const [code, setCode] = useState('');
  const length = state.code?.length ?? 6;
  const left = useCountdown(state.code);
  const flash = state.mode === 'flash_call';
  return (
    <ModeForm
      onSubmit={() => void flow.login(code)}
      submitLabel={m.login}
      pending={state.pending}
      submitDisabled={code.length === 0}
      alert={state.errors.form}
      links={[
        left > 0 ? (
          <p className={styles.muted} aria-live="off">
            {resendCountdownText(left)}
          </p>
        ) : (
          { label: m.resend, disabled: state.pending, onClick: () => void flow.sendCode({ resend: true }) }
        ),
        { label: m.changePhone, onClick: () => dispatch({ type: 'showMode', mode: 'phone' }) },
      ]}
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
    </ModeForm>
  );
}
