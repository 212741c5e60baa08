import { authModalMessages as m } from '@ornament/domain';
import { type Dispatch, useState } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { Field } from './Field';
import { ModeForm } from './ModeForm';
import type { AuthFlow } from './useAuthFlow';

export function CaptchaForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  const [answer, setAnswer] = useState('');
  return (
    <ModeForm
      onSubmit={() => void flow.sendCode({ captchaAnswer: answer.trim() })}
      submitLabel={m.captchaSubmit}
      pending={state.pending}
      alert={state.errors.form}
      links={[{ label: m.changePhone, onClick: () => dispatch({ type: 'showMode', mode: 'phone' }) }]}
    >
      <p className={styles.lead}>{state.phone}</p>
      <div className={styles.captchaRow}>
        {state.captcha ? <img className={styles.captchaImage} src={state.captcha.image} alt={m.captchaImageAlt} width={200} height={64} /> : null}
        <button type="button" className={styles.linkButton} onClick={() => void flow.refreshCaptcha()}>
          {m.captchaRefresh}
        </button>
      </div>
      <Field id="auth-captcha" label={m.captchaLabel} autoComplete="off" autoCapitalize="off" spellCheck={false} value={answer} error={state.errors.captcha} onChange={(event) => setAnswer(event.target.value)} autoFocus />
    </ModeForm>
  );
}
