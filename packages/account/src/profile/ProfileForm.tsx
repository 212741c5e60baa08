'use client';

import { isApiClientError } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { profileMessages as m } from '@ornament/domain';
import { useRouter } from 'next/navigation';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import * as account from '../layout/account.css';
import { emailNeedsCode, mailedAddress } from './confirmation';
import { mapFieldErrors } from './fieldErrors';
import { FormFooter } from './FormFooter';
import * as styles from './profile.css';
import { attributesOfValues, type ProfileInputName, profileInputNames, type ProfileValues } from './profileValues';

// Issue 19 finding 10: only a changed e-mail needs these, so they load then (not in the page's first load).
const ConfirmationCode = lazy(() => import('./ConfirmationCode').then((module) => ({ default: module.ConfirmationCode })));
const MailSent = lazy(() => import('./ConfirmationCode').then((module) => ({ default: module.MailSent })));

export interface ProfileFormProps {
  userId: string;
  initial: ProfileValues;
  /** A new e-mail waiting for its link, with its «ожидает подтверждения» note (rendered on the server). */
  pendingNote?: string | undefined;
  /** Formatted for the country ('+7 (999) 000-00-01'); shown, not edited. */
  phone: string;
  /** The KZ storefront asks for the IIN. */
  withIin: boolean;
}

const textInputs: readonly { name: Exclude<ProfileInputName, 'gender'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'surname', label: m.surname, type: 'text', autoComplete: 'family-name' },
  { name: 'name', label: m.name, type: 'text', autoComplete: 'given-name' },
  { name: 'patronymic', label: m.patronymic, type: 'text', autoComplete: 'additional-name' },
  { name: 'email', label: m.email, type: 'email', autoComplete: 'email' },
  { name: 'birthday', label: m.birthday, type: 'date', autoComplete: 'bday' },
];

/** The profile form: a failed save keeps everything typed and shows each error under its field. */
export function ProfileForm({ userId, initial, pendingNote, phone, withIin }: ProfileFormProps) {
  const client = useApiClient();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [code, setCode] = useState('');
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const codeAsked = emailNeedsCode(initial.email, values.email);

  const set = (name: ProfileInputName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setSaved(false);
    try {
      const answer = await client.profile.updateUser(userId, attributesOfValues(values, withIin), undefined, codeAsked ? { code } : undefined);
      const mailed = mailedAddress(codeAsked, answer.type === 'data' ? answer.data.meta['pending-email'] : null);
      // The input keeps the confirmed address; the new one waits for its link (shown under the field).
      if (mailed) setValues((current) => ({ ...current, email: initial.email }));
      setCode('');
      setMailedTo(mailed);
      setErrors({});
      setGeneral([]);
      setSaved(true);
      router.refresh();
    } catch (error) {
      const mapped = isApiClientError(error) && error.errors.length > 0 ? mapFieldErrors(error.errors, [...profileInputNames, 'code']) : { fields: {}, general: [m.saveError] };
      setErrors(mapped.fields);
      setGeneral(mapped.general);
    } finally {
      setPending(false);
    }
  }

  const inputs = withIin ? [...textInputs, { name: 'iin' as const, label: m.iin, type: 'text', autoComplete: 'off' }] : textInputs;
  return (
    <form className={account.section} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className={account.sectionTitle}>
        {m.profileTitle}
      </h2>
      <div className={account.fields}>
        {inputs.map((input) => (
          <label key={input.name} className={account.field}>
            {input.label}
            <input
              className={account.input}
              name={input.name}
              type={input.type}
              autoComplete={input.autoComplete}
              inputMode={input.name === 'iin' ? 'numeric' : undefined}
              maxLength={input.name === 'iin' ? 12 : 254}
              value={values[input.name]}
              onChange={(event) => set(input.name, event.target.value)}
              aria-invalid={errors[input.name] ? true : undefined}
              aria-describedby={errors[input.name] ? `profile-${input.name}-error` : undefined}
            />
            {errors[input.name] ? (
              <span id={`profile-${input.name}-error`} className={account.fieldError}>
                {errors[input.name]}
              </span>
            ) : null}
            {input.name === 'email' && pendingNote ? <span className={account.muted}>{pendingNote}</span> : null}
          </label>
        ))}
        {codeAsked ? (
          <Suspense fallback={null}>
            <ConfirmationCode code={code} onCode={setCode} error={errors.code} />
          </Suspense>
        ) : null}
        <fieldset className={`${account.field} ${styles.genderFieldset}`} aria-describedby={errors.gender ? 'profile-gender-error' : undefined}>
          <legend className={styles.legend}>{m.gender}</legend>
          <div className={styles.genderGroup}>
            {[
              { value: 'female', label: m.genderFemale },
              { value: 'male', label: m.genderMale },
              { value: '', label: m.genderNone },
            ].map((option) => (
              <label key={option.value} className={styles.radio}>
                <input type="radio" name="gender" value={option.value} checked={values.gender === option.value} onChange={() => set('gender', option.value)} />
                {option.label}
              </label>
            ))}
          </div>
          {errors.gender ? (
            <span id="profile-gender-error" className={account.fieldError}>
              {errors.gender}
            </span>
          ) : null}
        </fieldset>
        <div className={account.field}>
          {m.phone}
          <span className={styles.readOnly}>{phone}</span>
          <span className={account.muted}>{m.phoneHint}</span>
        </div>
      </div>
      <FormFooter general={general} submitLabel={pending ? m.saving : m.save} pending={pending} savedText={saved && !mailedTo ? m.saved : ''} />
      {saved && mailedTo ? (
        <Suspense fallback={null}>
          <MailSent email={mailedTo} />
        </Suspense>
      ) : null}
    </form>
  );
}
