'use client';

import { isApiClientError } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { profileMessages as m } from '@ornament/domain';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import * as account from '../layout/account.css';
import { passwordNeedsCode } from './confirmation';
import { mapFieldErrors } from './fieldErrors';
import { FormFooter } from './FormFooter';

const names = ['current-password', 'password', 'password-confirm'] as const;

// Issue 19 finding 10: a first password needs a code from SMS; the code's part loads only then.
const ConfirmationCode = lazy(() => import('./ConfirmationCode').then((module) => ({ default: module.ConfirmationCode })));
type Name = (typeof names)[number];

/** The e-mail login's password: the current one is asked only once a password is set. */
export function PasswordForm({ hasPassword: initiallySet }: { hasPassword: boolean }) {
  const client = useApiClient();
  const [hasPassword, setHasPassword] = useState(initiallySet);
  const [values, setValues] = useState<Record<Name, string>>({ 'current-password': '', password: '', 'password-confirm': '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [code, setCode] = useState('');
  const codeAsked = passwordNeedsCode(hasPassword);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setSaved(false);
    try {
      await client.profile.changePassword({ current: hasPassword ? values['current-password'] : undefined, password: values.password, confirm: values['password-confirm'], code: codeAsked ? code : undefined });
      setCode('');
      setValues({ 'current-password': '', password: '', 'password-confirm': '' });
      setErrors({});
      setGeneral([]);
      setHasPassword(true);
      setSaved(true);
    } catch (error) {
      const mapped = isApiClientError(error) && error.errors.length > 0 ? mapFieldErrors(error.errors, [...names, 'code']) : { fields: {}, general: [m.saveError] };
      setErrors(mapped.fields);
      setGeneral(mapped.general);
    } finally {
      setPending(false);
    }
  }

  const inputs: { name: Name; label: string; autoComplete: string }[] = [
    ...(hasPassword ? [{ name: 'current-password' as const, label: m.passwordCurrent, autoComplete: 'current-password' }] : []),
    { name: 'password', label: m.passwordNew, autoComplete: 'new-password' },
    { name: 'password-confirm', label: m.passwordConfirm, autoComplete: 'new-password' },
  ];
  return (
    <form className={account.section} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password-form-title">
      <h2 id="password-form-title" className={account.sectionTitle}>
        {m.passwordTitle}
      </h2>
      <p className={account.muted}>{m.passwordRules}</p>
      <div className={account.fields}>
        {inputs.map((input) => (
          <label key={input.name} className={account.field}>
            {input.label}
            <input
              className={account.input}
              type="password"
              name={input.name}
              autoComplete={input.autoComplete}
              maxLength={128}
              value={values[input.name]}
              onChange={(event) => setValues((current) => ({ ...current, [input.name]: event.target.value }))}
              aria-invalid={errors[input.name] ? true : undefined}
            />
            {errors[input.name] ? <span className={account.fieldError}>{errors[input.name]}</span> : null}
          </label>
        ))}
        {codeAsked ? (
          <Suspense fallback={null}>
            <ConfirmationCode code={code} onCode={setCode} error={errors.code} />
          </Suspense>
        ) : null}
      </div>
      <FormFooter general={general} submitLabel={hasPassword ? m.passwordSave : m.passwordSet} pending={pending} savedText={saved ? m.passwordSaved : ''} variant="secondary" />
    </form>
  );
}
