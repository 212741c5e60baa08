import { authModalMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type Dispatch, useState } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { Field, FormAlert } from './Field';
import type { AuthFlow } from './useAuthFlow';

export function CaptchaForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  const [answer, setAnswer] = useState('');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.sendCode({ captchaAnswer: answer.trim() });
      }}
    >
      <p className={styles.lead}>{state.phone}</p>
      <div className={styles.captchaRow}>
        {state.captcha ? <img className={styles.captchaImage} src={state.captcha.image} alt={m.captchaImageAlt} width={200} height={64} /> : null}
        <button type="button" className={styles.linkButton} onClick={() => void flow.refreshCaptcha()}>
          {m.captchaRefresh}
        </button>
      </div>
      <Field id="auth-captcha" label={m.captchaLabel} autoComplete="off" autoCapitalize="off" spellCheck={false} value={answer} error={state.errors.captcha} onChange={(event) => setAnswer(event.target.value)} autoFocus />
      <FormAlert message={state.errors.form} />
      <Button type="submit" fullWidth disabled={state.pending} aria-busy={state.pending || undefined}>
        {m.captchaSubmit}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'showMode', mode: 'phone' })}>
          {m.changePhone}
        </button>
      </div>
    </form>
  );
}
