import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './hash';

describe('fnv1a32', () => {
  it.each([
    ['', '811c9dc5'],
    ['a', 'e40c292c'],
    ['foobar', 'bf9cf968'],
  ])('matches the published FNV-1a test vector for %j', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });

  it('is stable and 8 hex digits for articles', () => {
    expect(fnv1a32('01-1234-00-000-1110-39')).toBe(fnv1a32('01-1234-00-000-1110-39'));
    expect(fnv1a32('01-1234-00-000-1110-39')).toMatch(/^[0-9a-f]{8}$/u);
    expect(fnv1a32('01-1234-00-000-1110-39')).not.toBe(fnv1a32('01-1234-00-000-1110-40'));
  });

  it('hashes the UTF-8 bytes, so Cyrillic input differs from its code units', () => {
    expect(fnv1a32('кольцо')).toMatch(/^[0-9a-f]{8}$/u);
    expect(fnv1a32('кольцо')).not.toBe(fnv1a32('кольцa'));
  });
});
