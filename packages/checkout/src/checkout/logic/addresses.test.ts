import { describe, expect, it } from 'vitest';
import { addressesReducer, currentAddress, initialAddresses, isUnsavedAddressId, type AddressesState } from './addresses';

interface A {
  id: string;
  street: string;
}
const a = (id: string, street = `ул. ${id}`): A => ({ id, street });
const loaded = (list: A[], currentId: string | null = null): AddressesState<A> => ({ list, currentId, draft: null, loaded: true });

describe('addresses', () => {
  it('adding makes the new address current', () => {
    const next = addressesReducer(loaded([a('1')], '1'), { type: 'added', address: a('2') });
    expect(next.list.map((x) => x.id)).toEqual(['1', '2']);
    expect(next.currentId).toBe('2');
  });

  it('deleting the current one falls back to the last remaining one', () => {
    const next = addressesReducer(loaded([a('1'), a('2'), a('3')], '2'), { type: 'deleted', id: '2' });
    expect(next.currentId).toBe('3');
    expect(next.list.map((x) => x.id)).toEqual(['1', '3']);
  });

  it('deleting the only address clears the current one', () => {
    expect(addressesReducer(loaded([a('1')], '1'), { type: 'deleted', id: '1' }).currentId).toBeNull();
  });

  it('deleting another address keeps the current one', () => {
    expect(addressesReducer(loaded([a('1'), a('2')], '1'), { type: 'deleted', id: '2' }).currentId).toBe('1');
  });

  it('editing replaces the entry in place and makes it current', () => {
    const next = addressesReducer(loaded([a('1'), a('2')], '2'), { type: 'edited', address: a('1', 'Тверская') });
    expect(next.list).toEqual([a('1', 'Тверская'), a('2')]);
    expect(next.currentId).toBe('1');
  });

  it('keeps an unsaved draft current until the saved list loads, which drops it', () => {
    const start = initialAddresses<A>(a('tmp-new'));
    expect(isUnsavedAddressId('tmp-new')).toBe(true);
    expect(currentAddress(start)?.id).toBe('tmp-new');
    const next = addressesReducer(start, { type: 'listLoaded', list: [a('7'), a('8')], preferredId: '8' });
    expect(next.draft).toBeNull();
    expect(next.currentId).toBe('8');
    expect(currentAddress(next)?.id).toBe('8');
  });

  it('a loaded list keeps a current id it still holds', () => {
    const next = addressesReducer(loaded([a('1'), a('2')], '1'), { type: 'listLoaded', list: [a('1'), a('2')], preferredId: '2' });
    expect(next.currentId).toBe('1');
  });

  it('selecting an unknown id changes nothing', () => {
    const state = loaded([a('1')], '1');
    expect(addressesReducer(state, { type: 'selected', id: '9' })).toBe(state);
  });
});
