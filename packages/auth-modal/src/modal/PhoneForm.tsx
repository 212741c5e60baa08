import { authModalMessages as m, type CountryCode, maskPhoneInput, phonePlans } from '@ornament/domain';
import type { Dispatch } from 'react';
import type { AuthEvent, AuthState } from './authMachine';
import * as styles from './authModal.css';
import { Field } from './Field';
import { ModeForm } from './ModeForm';
import type { AuthFlow } from './useAuthFlow';

export function PhoneForm({ state, dispatch, flow, country }: { state: AuthState; dispatch: Dispatch<AuthEvent>; flow: AuthFlow; country: CountryCode }) {
  return (
    <ModeForm
      onSubmit={() => void flow.sendCode()}
      submitLabel={m.getCode}
      pending={state.pending}
      alert={state.errors.form}
      links={[{ label: m.loginByEmail, onClick: () => dispatch({ type: 'showMode', mode: 'email' }) }]}
    >
      <p className={styles.lead}>{m.phoneLead}</p>
      <Field
        id="auth-phone"
        label={m.phoneLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phonePlans[country].mask.replace(/#/g, '_')}
        value={state.phone}
        error={state.errors.phone}
        onChange={(event) => dispatch({ type: 'edit', phone: maskPhoneInput(event.target.value, country) })}
        autoFocus
      />
      <fieldset className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" className={styles.checkbox} checked={state.smsSubscribe} onChange={(event) => dispatch({ type: 'edit', smsSubscribe: event.target.checked })} />
          {m.smsSubscribe}
        </label>
        <label className={styles.check}>
          <input type="checkbox" className={styles.checkbox} checked={state.newsSubscribe} onChange={(event) => dispatch({ type: 'edit', newsSubscribe: event.target.checked })} />
          {m.newsSubscribe}
        </label>
      </fieldset>
    </ModeForm>
  );
}
