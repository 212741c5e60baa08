import { describe, expect, it } from 'vitest';
import { createPreviewSigner } from './previewLink';

const fileId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const now = new Date('2026-11-24T10:00:00Z');

describe('preview links', () => {
  const signer = createPreviewSigner('a'.repeat(32));
  it('verify their own file and expiry until they expire', () => {
    const { url, expires } = signer.sign(fileId, now);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect(signer.verify(fileId, expires, token, now)).toBe(true);
    expect(signer.verify(fileId, expires + 1, token, now)).toBe(false);
    expect(signer.verify('1f8fad5b-d9cb-469f-a165-70867728950e', expires, token, now)).toBe(false);
    expect(signer.verify(fileId, expires, token, new Date(expires * 1000 + 1000))).toBe(false);
    expect(createPreviewSigner('b'.repeat(32)).verify(fileId, expires, token, now)).toBe(false);
  });
});
