'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { formatPrice, giftCardPageTexts as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useState } from 'react';
import * as forms from '../forms/forms.css';
import { RequestResult } from '../forms/RequestResult';
import { TextField } from '../forms/TextField';
import { useRequestForm } from '../forms/useRequestForm';

const empty = { company: '', contactName: '', phone: '', email: '', quantity: '10', comment: '' };

/** The corporate request (v4 gift-cards-request/create/, JSON:API type GiftCardsRequests). */
export function CorporateForm({ nominals }: { nominals: readonly number[] }) {
  const client = useApiClient();
  const [nominal, setNominal] = useState(nominals[2] ?? nominals[0] ?? 0);
  const { values, set, state, errors, onSubmit } = useRequestForm(empty, {
    send: (typed) => client.requests.giftCardsRequest({ ...typed, quantity: Number(typed.quantity) || 0, nominal }),
  });

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label={t.corporateTitle}>
      <div className={forms.row}>
        <TextField id="corp-company" label={t.company} autoComplete="organization" value={values.company} error={errors.company} onChange={set('company')} />
        <TextField id="corp-contact" label={t.contactName} autoComplete="name" value={values.contactName} error={errors.contactName} onChange={set('contactName')} />
        <TextField id="corp-phone" label={t.phone} type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
        <TextField id="corp-email" label={t.email} type="email" autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} />
        <TextField id="corp-quantity" label={t.quantity} type="number" min={1} value={values.quantity} error={errors.quantity} onChange={set('quantity')} />
        <div className={forms.field}>
          <label className={forms.label} htmlFor="corp-nominal">
            {t.nominal}
          </label>
          <select id="corp-nominal" className={forms.input} value={nominal} onChange={(e) => setNominal(Number(e.target.value))}>
            {nominals.map((value) => (
              <option key={value} value={value}>
                {formatPrice(value, 'RUB')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField id="corp-comment" label={t.comment} multiline value={values.comment} onChange={set('comment')} />
      {state.successMessage !== null ? <RequestResult outcome="success" /> : null}
      {state.errorMessage !== null ? <RequestResult outcome="failure" serverMessage={state.errorMessage} /> : null}
      <Button type="submit" disabled={state.loading}>
        {state.loading ? t.sending : t.send}
      </Button>
    </form>
  );
}
