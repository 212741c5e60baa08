import { describe, expect, it } from 'vitest';
import { isPhotoSearchButtonShown } from './photoSearchRule';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('isPhotoSearchButtonShown', () => {
  it('shows for the photoSearch flag outside group b', () => {
    expect(isPhotoSearchButtonShown(jar({ feature_flags: '{"photoSearch":true}', ab_kt_new: 'a' }))).toBe(true);
    expect(isPhotoSearchButtonShown(jar({ feature_flags: '{"photoSearch":true}' }))).toBe(true);
  });

  it('hides for group b even with the flag', () => {
    expect(isPhotoSearchButtonShown(jar({ feature_flags: '{"photoSearch":true}', ab_kt_new: 'b' }))).toBe(false);
  });

  it('hides without the flag, with it off or with a broken cookie', () => {
    expect(isPhotoSearchButtonShown(jar({ ab_kt_new: 'a' }))).toBe(false);
    expect(isPhotoSearchButtonShown(jar({ feature_flags: '{"photoSearch":false}' }))).toBe(false);
    expect(isPhotoSearchButtonShown(jar({ feature_flags: '{photoSearch' }))).toBe(false);
    expect(isPhotoSearchButtonShown(jar({ feature_flags: 'true' }))).toBe(false);
  });
});
