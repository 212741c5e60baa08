import { errorsByPointer, type ApiClient } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { FillProfileResponse } from '@ornament/api-contract';
import { paths } from '@ornament/api-contract/http';
import { authModalMessages as m, fillProfileBonusText } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { userStateAtom } from '../session/atoms';
import * as styles from './authModal.css';
import { Field, FormAlert } from './Field';
import { type FillField, type FillValues, registrationPatch } from './fillProfile';

const profileUserSchemas = () => import('@ornament/api-contract/profile/user');

type Record = FillProfileResponse['data']['attributes'];

const labels: { [K in Exclude<FillField, 'gender'>]: { label: string; type: string; autoComplete: string } } = {
  name: { label: m.nameLabel, type: 'text', autoComplete: 'given-name' },
  surname: { label: m.surnameLabel, type: 'text', autoComplete: 'family-name' },
  email: { label: m.emailLabel, type: 'email', autoComplete: 'email' },
  birthday: { label: m.birthdayLabel, type: 'date', autoComplete: 'bday' },
};

async function loadRecord(client: ApiClient): Promise<Record> {
  const answer = await client.request({ path: paths.fillProfile, cache: 'no-store', schema: async () => (await profileUserSchemas()).fillProfileResponseSchema });
  if (answer.type !== 'data') throw new Error(m.genericError);
  return answer.data.data.attributes;
}

/** After a sign-up (the registration hint): the fields still empty, and the bonus for filling them. */
export function FillProfileForm({ onSaved, onSkip }: { onSaved: () => void; onSkip: () => void }) {
  const client = useApiClient();
  const user = useAtomValue(userStateAtom).user;
  const [record, setRecord] = useState<Record | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<FillValues>({});
  const [errors, setErrors] = useState<Partial<{ [K in FillField | 'form']: string }>>({});
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoadFailed(false);
    loadRecord(client).then(
      (loaded) => live && setRecord(loaded),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  if (loadFailed) {
    return (
      <div className={styles.form}>
        <FormAlert message={m.genericError} />
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {m.retry}
        </Button>
        <Button variant="ghost" onClick={onSkip}>
          {m.skip}
        </Button>
      </div>
    );
  }
  if (!record) return <p className={styles.muted} role="status">{m.loading}</p>;

  async function save() {
    if (!user) return;
    setPending(true);
    setErrors({});
    try {
      await client.request({ method: 'PATCH', path: paths.user(user.id), body: registrationPatch(user.id, values), schema: async () => (await profileUserSchemas()).userResponseSchema });
      onSaved();
    } catch (error) {
      const byField = errorsByPointer(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: m.genericError });
      setPending(false);
    }
  }

  const set = (field: FillField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {record['count-bonus'] > 0 ? <p className={styles.bonus}>{fillProfileBonusText(record['count-bonus'])}</p> : null}
      {record.fields.map((field) =>
        field === 'gender' ? (
          <fieldset key={field} className={styles.group} aria-describedby={errors.gender ? 'auth-fill-gender-error' : undefined}>
            <legend className={styles.label}>{m.genderLabel}</legend>
            <div className={styles.radios}>
              {(['female', 'male'] as const).map((gender) => (
                <label key={gender} className={styles.check}>
                  <input type="radio" name="gender" className={styles.checkbox} value={gender} checked={values.gender === gender} onChange={() => set('gender', gender)} />
                  {gender === 'female' ? m.genderFemale : m.genderMale}
                </label>
              ))}
            </div>
            {errors.gender ? <p id="auth-fill-gender-error" className={styles.fieldError}>{errors.gender}</p> : null}
          </fieldset>
        ) : (
          <Field key={field} id={`auth-fill-${field}`} {...labels[field]} value={values[field] ?? ''} error={errors[field]} onChange={(event) => set(field, event.target.value)} />
        ),
      )}
      <FormAlert message={errors.form} />
      <Button type="submit" fullWidth disabled={pending} aria-busy={pending || undefined}>
        {m.save}
      </Button>
      <Button variant="ghost" fullWidth onClick={onSkip}>
        {m.skip}
      </Button>
    </form>
  );
}
