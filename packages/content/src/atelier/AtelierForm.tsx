'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { formRequestLabels as l } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import * as forms from '../forms/forms.css';
import { RequestResult } from '../forms/RequestResult';
import { TextField } from '../forms/TextField';
import { useRequestForm } from '../forms/useRequestForm';

const empty = { name: '', phone: '', productDescription: '', article: '' };

/** The atelier's order for production (spec 2 §2, §7 "POST atelier comment"). */
export function AtelierForm({ article = '' }: { article?: string }) {
  const client = useApiClient();
  const { values, set, state, errors, onSubmit } = useRequestForm(
    { ...empty, article },
    { send: ({ article: typed, ...rest }) => client.requests.atelierComment(typed.trim() ? { ...rest, article: typed } : rest) },
  );

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label={l.atelierTitle}>
      <div className={forms.row}>
        <TextField id="atelier-name" label={l.name} autoComplete="name" value={values.name} error={errors.name} onChange={set('name')} />
        <TextField id="atelier-phone" label={l.phone} type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
        <TextField id="atelier-article" label={l.article} value={values.article} error={errors.article} onChange={set('article')} />
      </div>
      <TextField id="atelier-description" label={l.productDescription} multiline value={values.productDescription} error={errors.productDescription} onChange={set('productDescription')} />
      {state.successMessage !== null ? <RequestResult outcome="success" /> : null}
      {state.errorMessage !== null ? <RequestResult outcome="failure" serverMessage={state.errorMessage} /> : null}
      <Button type="submit" disabled={state.loading}>
        {state.loading ? l.sending : l.send}
      </Button>
    </form>
  );
}
