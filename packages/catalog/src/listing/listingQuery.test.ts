import { describe, expect, it } from 'vitest';
import { imageSearchIdOf } from './listingQuery';

describe('imageSearchIdOf', () => {
  const id = '0b7e2f4c-5d1a-4c3e-9f0a-1b2c3d4e5f60';

  it('takes the kept search id and leaves the other params', () => {
    expect(imageSearchIdOf({ id, sort: 'new_up' })).toEqual({ id, rest: { sort: 'new_up' } });
    expect(imageSearchIdOf({ id: [id, 'other'] })).toEqual({ id, rest: {} });
  });

  it('refuses a missing or malformed id', () => {
    expect(imageSearchIdOf({})).toBeUndefined();
    expect(imageSearchIdOf({ id: '' })).toBeUndefined();
    expect(imageSearchIdOf({ id: 'not-a-uuid' })).toBeUndefined();
    expect(imageSearchIdOf({ id: `${id}x` })).toBeUndefined();
  });
});
