import { ApiClientError } from '@ornament/api-client';
import { authenticityMessages as m } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { photoPrecheck, uploadErrorMessage } from './photoUpload';

describe('complaint photos', () => {
  it('refuse a file over 8 MB before sending it', () => {
    expect(photoPrecheck({ size: 8 * 1024 * 1024 + 1 })).toBe(m.photoTooLarge);
    expect(photoPrecheck({ size: 1024 })).toBeNull();
  });

  it('show the server message of a refused upload', () => {
    const error = new ApiClientError({ kind: 'http', message: 'x', method: 'POST', path: '/x', status: 415, errors: [{ status: '415', code: 'x', title: 'x', detail: 'Только JPEG' }] });
    expect(uploadErrorMessage(error)).toBe('Только JPEG');
  });
});
