// Saved delivery addresses (spec 3 §4 "Addresses"): adding makes the new one current; deleting the
// current one falls back to the last remaining one or clears it; editing replaces the entry and makes
// it current; an unsaved address (local id ending in '-new') lives in session storage until the saved
// list loads, which drops it.

export type AddressId = string | number;

export interface AddressLike {
  id: AddressId;
}

export interface AddressesState<A extends AddressLike> {
  list: readonly A[];
  currentId: AddressId | null;
  /** The unsaved address, kept in session storage under 'address'. */
  draft: A | null;
  loaded: boolean;
}

export type AddressesEvent<A extends AddressLike> =
  | { type: 'listLoaded'; list: readonly A[]; preferredId?: AddressId | null }
  | { type: 'added'; address: A }
  | { type: 'edited'; address: A }
  | { type: 'deleted'; id: AddressId }
  | { type: 'selected'; id: AddressId }
  | { type: 'draftKept'; address: A };

export const newAddressSuffix = '-new';

export function isUnsavedAddressId(id: AddressId): boolean {
  return typeof id === 'string' && id.endsWith(newAddressSuffix);
}

export function initialAddresses<A extends AddressLike>(draft: A | null = null): AddressesState<A> {
  return { list: [], currentId: draft?.id ?? null, draft, loaded: false };
}

const has = <A extends AddressLike>(list: readonly A[], id: AddressId | null | undefined): id is AddressId => id != null && list.some((item) => item.id === id);

export function addressesReducer<A extends AddressLike>(state: AddressesState<A>, event: AddressesEvent<A>): AddressesState<A> {
  switch (event.type) {
    case 'listLoaded': {
      const { list } = event;
      const currentId = has(list, state.currentId) ? state.currentId : has(list, event.preferredId) ? event.preferredId : null;
      return { list, currentId, draft: null, loaded: true };
    }
    case 'added':
      return { ...state, list: [...state.list.filter((item) => item.id !== event.address.id), event.address], currentId: event.address.id, draft: null };
    case 'edited':
      return { ...state, list: state.list.map((item) => (item.id === event.address.id ? event.address : item)), currentId: event.address.id };
    case 'deleted': {
      const list = state.list.filter((item) => item.id !== event.id);
      if (state.currentId !== event.id) return { ...state, list };
      return { ...state, list, currentId: list.at(-1)?.id ?? null };
    }
    case 'selected':
      return has(state.list, event.id) || state.draft?.id === event.id ? { ...state, currentId: event.id } : state;
    case 'draftKept':
      return { ...state, draft: event.address, currentId: event.address.id };
  }
}

export function currentAddress<A extends AddressLike>(state: AddressesState<A>): A | null {
  if (state.currentId === null) return null;
  if (state.draft?.id === state.currentId) return state.draft;
  return state.list.find((item) => item.id === state.currentId) ?? null;
}
