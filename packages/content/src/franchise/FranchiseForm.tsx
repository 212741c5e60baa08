'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { formRequestLabels as l } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { CaptchaField } from '../forms/CaptchaField';
import * as forms from '../forms/forms.css';
import { RequestResult } from '../forms/RequestResult';
import { TextField } from '../forms/TextField';
import { useCaptcha } from '../forms/useCaptcha';
import { useRequestForm } from '../forms/useRequestForm';

const empty = { name: '', phone: '', email: '', city: '', message: '' };

/** Spec 2 §3 "Franchise state" (successMessage, errorMessage, loading); the server's message is kept on failure. */
export function FranchiseForm() {
  const client = useApiClient();
  const captcha = useCaptcha();
  const { values, set, state, errors, onSubmit } = useRequestForm(empty, {
    send: (typed) => client.requests.franchise(typed, captcha.token() ?? ''),
    // A checked image is spent (a typo in a field leaves it unchecked, but a fresh one costs nothing).
    settle: () => captcha.refresh(),
  });

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label={l.franchiseTitle}>
      <div className={forms.row}>
        <TextField id="franchise-name" label={l.name} autoComplete="name" value={values.name} error={errors.name} onChange={set('name')} />
        <TextField id="franchise-phone" label={l.phone} type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
        <TextField id="franchise-email" label={l.email} type="email" autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} />
        <TextField id="franchise-city" label={l.city} autoComplete="address-level2" value={values.city} error={errors.city} onChange={set('city')} />
      </div>
      <TextField id="franchise-message" label={l.message} multiline value={values.message} error={errors.message} onChange={set('message')} />
      <CaptchaField id="franchise-captcha" captcha={captcha} texts={{ label: l.captcha, alt: l.captchaAlt, refresh: l.captchaRefresh }} error={errors.captchaToken} />
      {state.successMessage !== null ? <RequestResult outcome="success" /> : null}
      {state.errorMessage !== null ? <RequestResult outcome="failure" serverMessage={state.errorMessage} /> : null}
      <Button type="submit" disabled={state.loading}>
        {state.loading ? l.sending : l.send}
      </Button>
    </form>
  );
}
