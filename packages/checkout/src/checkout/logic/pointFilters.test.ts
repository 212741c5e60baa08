import { describe, expect, it } from 'vitest';
import { noPointFilters, pointFilterQuery, togglePvzType } from './pointFilters';

describe('S3.3.17 pick-up point filters', () => {
  it('send nothing when none is set, and each set filter under its spec name', () => {
    expect(pointFilterQuery(noPointFilters)).toEqual({});
    const lockers = togglePvzType(noPointFilters, 'postamat', true);
    expect(pointFilterQuery({ ...lockers, partialRedemption: true, returnOption: true })).toEqual({
      'filter[pvz_types]': 'postamat',
      'filter[partial_redemption]': 'Y',
      'filter[return_option]': 'Y',
    });
    expect(pointFilterQuery(togglePvzType(lockers, 'pvz', true))).toEqual({ 'filter[pvz_types]': 'postamat,pvz' });
    expect(pointFilterQuery(togglePvzType(lockers, 'postamat', false))).toEqual({});
  });
});
