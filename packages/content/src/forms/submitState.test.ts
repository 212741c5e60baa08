import { ApiClientError } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { idleSubmit, submitReducer } from './submitState';

describe('request form state', () => {
  it('goes loading → success, clearing earlier errors', () => {
    const loading = submitReducer({ ...idleSubmit, errorMessage: 'x' }, { type: 'send' });
    expect(loading).toMatchObject({ loading: true, errorMessage: null, successMessage: null });
    expect(submitReducer(loading, { type: 'sent', message: 'Заявка успешно отправлена' })).toMatchObject({ loading: false, successMessage: 'Заявка успешно отправлена' });
  });

  it('keeps the server message and maps field errors by pointer', () => {
    const error = new ApiClientError({
      kind: 'http',
      message: 'Unprocessable',
      method: 'POST',
      path: '/x',
      status: 422,
      errors: [
        { status: '422', code: 'invalid_field', detail: 'Укажите корректный номер телефона', source: { pointer: '/phone' } },
        { status: '422', code: 'invalid_field', detail: 'Укажите город', source: { pointer: '/city' } },
      ],
    });
    expect(submitReducer(idleSubmit, { type: 'failed', error })).toEqual({
      successMessage: null,
      errorMessage: 'Укажите корректный номер телефона',
      loading: false,
      fieldErrors: { phone: 'Укажите корректный номер телефона', city: 'Укажите город' },
    });
  });
});
