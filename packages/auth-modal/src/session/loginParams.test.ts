import { describe, expect, it } from 'vitest';
import { readLoginParams } from './loginParams';

describe('readLoginParams', () => {
  it('finds ticket or direct-crm-ticket and removes both from the address', () => {
    expect(readLoginParams('https://shop.test/jewelry-catalog/?ticket=abc&sort=price#top')).toEqual({
      ticket: 'abc',
      unauthorized: false,
      cleaned: '/jewelry-catalog/?sort=price#top',
    });
    expect(readLoginParams('https://shop.test/?direct-crm-ticket=xyz').ticket).toBe('xyz');
  });

  it('sees ?error=unauthorized', () => {
    expect(readLoginParams('https://shop.test/?error=unauthorized')).toMatchObject({ ticket: null, unauthorized: true, cleaned: '/?error=unauthorized' });
  });

  it('ignores an empty ticket', () => {
    expect(readLoginParams('https://shop.test/?ticket=').ticket).toBeNull();
  });
});
