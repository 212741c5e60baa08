import { describe, expect, it } from 'vitest';
import { autocompleteVersionOf } from './abVersion';

describe('autocompleteVersionOf', () => {
  it('is v2 only for the new-search group b', () => {
    expect(autocompleteVersionOf('b')).toBe(2);
    expect(autocompleteVersionOf(' B ')).toBe(2);
    expect(autocompleteVersionOf('a')).toBe(1);
    expect(autocompleteVersionOf(undefined)).toBe(1);
  });
});
