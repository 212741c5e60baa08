import { describe, expect, it } from 'vitest';
import { captchaTokenSchema, formatCaptchaToken, parseCaptchaToken } from './index';

const uid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('captcha tokens', () => {
  it('carry the challenge id and the trimmed answer', () => {
    expect(parseCaptchaToken(formatCaptchaToken(uid, ' ab3k '))).toEqual({ uid, answer: 'ab3k' });
  });

  it('refuse anything else', () => {
    for (const bad of [undefined, '', 'ab3k', `${uid}:`, `not-a-uuid:ab3k`, `${uid}:${'x'.repeat(13)}`]) {
      expect(parseCaptchaToken(bad)).toBeNull();
    }
    expect(captchaTokenSchema.safeParse(`${uid}:ab3k`).success).toBe(true);
    expect(captchaTokenSchema.safeParse('nope').success).toBe(false);
  });
});
