import { describe, expect, it } from 'vitest';
import { ApiClientError, errorsByPointer, firstErrorDetail, isApiClientError } from './errors';

const formError = new ApiClientError({
  kind: 'http',
  message: 'Неверный телефон',
  method: 'POST',
  path: '/api/sklv/x/',
  status: 400,
  errors: [
    { status: '400', code: 'invalid', detail: 'Неверный телефон', source: { pointer: '/data/attributes/phone' } },
    { status: '400', code: 'invalid', detail: 'Второе сообщение', source: { pointer: '/data/attributes/phone' } },
    { status: '400', code: 'invalid', detail: 'Страница', source: { parameter: 'page' } },
    { status: '400', code: 'invalid', detail: 'Без поля' },
  ],
});

describe('ApiClientError helpers', () => {
  it('recognises its own errors only', () => {
    expect(isApiClientError(formError)).toBe(true);
    expect(isApiClientError(new Error('x'))).toBe(false);
  });

  it('gives the first error detail, else the message', () => {
    expect(firstErrorDetail(formError)).toBe('Неверный телефон');
    const bare = new ApiClientError({ kind: 'network', message: 'fetch error', method: 'GET', path: '/' });
    expect(firstErrorDetail(bare)).toBe('fetch error');
    expect(firstErrorDetail(new Error('plain'))).toBe('plain');
    expect(firstErrorDetail('text')).toBeUndefined();
  });

  it('maps errors by the last pointer segment, first detail winning', () => {
    expect(errorsByPointer(formError)).toEqual({ phone: 'Неверный телефон', page: 'Страница' });
    expect(errorsByPointer(new Error('x'))).toEqual({});
  });
});
