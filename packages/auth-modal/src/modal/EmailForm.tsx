import { authModalMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type Dispatch, useState } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { Field, FormAlert } from './Field';
import type { AuthFlow } from './useAuthFlow';

export function EmailForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.loginByEmail(email, password);
      }}
    >
      <FormAlert message={state.errors.form} />
      <Field id="auth-email" label={m.emailLabel} type="email" autoComplete="email" value={email} error={state.errors.email} onChange={(event) => setEmail(event.target.value)} autoFocus />
      <Field id="auth-password" label={m.passwordLabel} type="password" autoComplete="current-password" value={password} error={state.errors.password} onChange={(event) => setPassword(event.target.value)} />
      <Button type="submit" fullWidth disabled={state.pending} aria-busy={state.pending || undefined}>
        {m.login}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'showMode', mode: 'phone' })}>
          {m.loginByPhone}
        </button>
      </div>
    </form>
  );
}
