import { ApiClientError } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { isInvalidCatalogUrl } from './loadListing';

const httpError = (status: number, detail: string) =>
  new ApiClientError({ kind: 'http', message: detail, method: 'GET', path: '/x', status, errors: [{ status: String(status), code: 'x', detail }] });

describe('isInvalidCatalogUrl', () => {
  it('is true for a 404 and for the "Url is invalid" answer', () => {
    expect(isInvalidCatalogUrl(httpError(404, 'Not found'))).toBe(true);
    expect(isInvalidCatalogUrl(httpError(400, 'Url is invalid'))).toBe(true);
  });

  it('is false for other failures, which go to the error page', () => {
    expect(isInvalidCatalogUrl(httpError(500, 'boom'))).toBe(false);
    expect(isInvalidCatalogUrl(new ApiClientError({ kind: 'network', message: 'fetch error', method: 'GET', path: '/x' }))).toBe(false);
    expect(isInvalidCatalogUrl(new Error('x'))).toBe(false);
  });
});
