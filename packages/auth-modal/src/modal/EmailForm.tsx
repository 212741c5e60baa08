import { authModalMessages as m } from '@ornament/domain';
import { type Dispatch, useState } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import { Field } from './Field';
import { ModeForm } from './ModeForm';
import type { AuthFlow } from './useAuthFlow';

export function EmailForm({ state, dispatch, flow }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <ModeForm
      onSubmit={() => void flow.loginByEmail(email, password)}
      submitLabel={m.login}
      pending={state.pending}
      alert={state.errors.form}
      links={[{ label: m.loginByPhone, onClick: () => dispatch({ type: 'showMode', mode: 'phone' }) }]}
    >
      <Field id="auth-email" label={m.emailLabel} type="email" autoComplete="email" value={email} error={state.errors.email} onChange={(event) => setEmail(event.target.value)} autoFocus />
      <Field id="auth-password" label={m.passwordLabel} type="password" autoComplete="current-password" value={password} error={state.errors.password} onChange={(event) => setPassword(event.target.value)} />
    </ModeForm>
  );
}
