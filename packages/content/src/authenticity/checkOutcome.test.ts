import { ApiClientError } from '@ornament/api-client';
import { authenticityMessages as m } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { checkFieldErrors, errorOutcome, verifyOutcome } from './checkOutcome';

const httpError = (status: number, detail: string, pointer?: string) =>
  new ApiClientError({ kind: 'http', message: detail, method: 'POST', path: '/x', status, errors: [{ status: String(status), code: 'x', title: 'x', detail, ...(pointer ? { source: { pointer } } : {}) }] });

describe('the check form', () => {
  it('checks the fields before sending', () => {
    expect(checkFieldErrors({ barcode: '12', article: '', captcha: ' ' }, true)).toEqual({ barcode: m.barcodeInvalid, article: m.articleInvalid, captcha: m.captchaRequired });
    expect(checkFieldErrors({ barcode: '4600000000011', article: '', captcha: 'ab' }, false)).toEqual({});
  });

  it('maps the answer', () => {
    const product = { article: 'A-1', name: 'Кольцо', url_code: 'a-1', picture: '/p.svg', link: '/product/A-1/' };
    expect(verifyOutcome({ data: { type: 'product-authentication', attributes: { genuine: true, barcode: '1', article: 'A-1', product, message: 'ok' } } })).toEqual({ kind: 'genuine', product, message: 'ok' });
    expect(verifyOutcome({ data: { type: 'product-authentication', attributes: { genuine: false, barcode: '1', article: 'A-1', product: null, message: 'нет' } } }).kind).toBe('notGenuine');
  });

  it('puts the captcha message under the captcha field, others as the form message', () => {
    expect(errorOutcome(httpError(422, m.captchaWrong, '/headers/x-captcha-token'))).toEqual({ kind: 'error', fields: { captcha: m.captchaWrong }, message: null });
    expect(errorOutcome(httpError(429, m.tooManyRequests))).toEqual({ kind: 'error', fields: {}, message: m.tooManyRequests });
    expect(errorOutcome(new Error('offline'))).toEqual({ kind: 'error', fields: {}, message: m.requestError });
  });
});
