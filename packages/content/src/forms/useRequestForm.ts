// One request form's typed values, its send state (spec 2 §3 "Franchise state") and its submit: the
// franchise, atelier and corporate gift-card forms differ only in their fields and their call.
import type { ApiResponse } from '@ornament/api-client';
import { type FormEvent, useReducer, useState } from 'react';
import { idleSubmit, type SubmitEvent, submitReducer } from './submitState';

export interface RequestFormOptions<Values> {
  /** The call; a redirect answer counts as sent without a message. */
  send: (values: Values) => Promise<ApiResponse<{ message: string }>>;
  /** After every send, sent or not (the captcha's image is spent either way). */
  settle?: () => Promise<void>;
}

export function useRequestForm<Values extends Record<string, string>>(initial: Values, { send, settle }: RequestFormOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [state, dispatch] = useReducer(submitReducer, idleSubmit);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'send' });
    let outcome: SubmitEvent;
    try {
      const response = await send(values);
      outcome = { type: 'sent', message: response.type === 'data' ? response.data.message : '' };
    } catch (error) {
      outcome = { type: 'failed', error };
    }
    await settle?.();
    // A failed send keeps everything the shopper typed.
    if (outcome.type === 'sent') setValues(initial);
    dispatch(outcome);
  }

  return { values, set, state, errors: state.fieldErrors, onSubmit: (event: FormEvent) => void submit(event) };
}
