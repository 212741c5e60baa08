import { ApiClientError } from '@ornament/api-client';
import { basketLimitMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { addFailureOf, failureOf } from './actionErrors';

const http = (status: number, errors: ApiClientError['errors']) => new ApiClientError({ kind: 'http', message: 'failed', method: 'POST', path: '/api/sklv/v6/basket/select/', status, errors });

describe('failureOf', () => {
  it('a limit 422 opens the modal with the server detail or the default text', () => {
    expect(failureOf(http(422, [{ status: '422', code: 'basket_limit', detail: 'Не больше пяти', meta: { limit: 5 } }]))).toEqual({ kind: 'limit', text: 'Не больше пяти' });
    expect(failureOf(http(422, [{ status: '422', code: 'other', detail: ' ', meta: { limit: 5 } }]))).toEqual({ kind: 'limit', text: basketLimitMessages.text });
  });

  it('another 422 with a detail is a warning keyed by its pointer, or order', () => {
    expect(failureOf(http(422, [{ status: '422', code: 'x', detail: 'Мало', source: { pointer: '/productList/3' } }]))).toEqual({ kind: 'warning', key: '/productList/3', text: 'Мало' });
    expect(failureOf(http(422, [{ status: '422', code: 'x', detail: 'Мало' }]))).toEqual({ kind: 'warning', key: 'order', text: 'Мало' });
  });

  it('anything else is the generic failure', () => {
    expect(failureOf(http(500, [{ status: '500', code: 'x', detail: 'boom' }])).kind).toBe('failed');
    expect(failureOf(new Error('fetch error')).kind).toBe('failed');
    expect(failureOf(http(404, [{ status: '404', code: 'not_found', detail: 'Нет' }])).kind).toBe('failed');
  });
});

describe('addFailureOf', () => {
  it('keeps the limit modal and shows other 422 details beside the button', () => {
    expect(addFailureOf(http(422, [{ status: '422', code: 'basket_limit', detail: '' }]))).toEqual({ kind: 'limit', text: basketLimitMessages.text });
    expect(addFailureOf(http(422, [{ status: '422', code: 'basket_size_invalid', detail: 'Нет такого размера' }]))).toEqual({ kind: 'failed', text: 'Нет такого размера' });
  });
});
