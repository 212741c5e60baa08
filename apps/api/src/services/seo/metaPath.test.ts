import { describe, expect, it } from 'vitest';
import { normalizeMetaPath } from './metaPath';

describe('normalizeMetaPath', () => {
  it('adds the slashes the storefront paths carry', () => {
    expect(normalizeMetaPath('collections')).toBe('/collections/');
    expect(normalizeMetaPath('collections/')).toBe('/collections/');
    expect(normalizeMetaPath('jewelry-catalog/rings/')).toBe('/jewelry-catalog/rings/');
    expect(normalizeMetaPath('')).toBe('/');
  });

  it('refuses what is not a storefront path', () => {
    expect(normalizeMetaPath('../etc/passwd')).toBeNull();
    expect(normalizeMetaPath('a/<script>/')).toBeNull();
    expect(normalizeMetaPath('%E0%A4%A')).toBeNull();
    expect(normalizeMetaPath(Array.from({ length: 13 }, () => 'a').join('/'))).toBeNull();
  });
});
