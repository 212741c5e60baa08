'use client';

import type { DeliveryAddressBody } from '@ornament/api-contract';
import { firstErrorDetail } from '@ornament/api-client';
import { checkoutFormMessages as m } from '@ornament/domain';
import { useCallback, useEffect, useReducer } from 'react';
import type { CheckoutApi } from './api/checkoutApi';
import { draftAddressOf, isOrderAddress } from './logic/addressForm';
import { addressesReducer, currentAddress, initialAddresses, type AddressId, type AddressesState } from './logic/addresses';
import type { OrderAddress } from './logic/orderPayload';
import { browserStorage, readAddressDraft, writeAddressDraft } from './logic/storage';

export interface AddressesControl {
  state: AddressesState<OrderAddress>;
  current: OrderAddress | null;
  /** Every address to list: the saved ones, and the unsaved draft while there is one. */
  shown: OrderAddress[];
  select(id: AddressId): void;
  /** Creates (editing null) or updates an address; answers an error text or null on success. */
  save(editing: OrderAddress | null, body: DeliveryAddressBody): Promise<{ error: string | null; address: OrderAddress | null }>;
  remove(id: AddressId): Promise<OrderAddress | null>;
}

const initial = (): AddressesState<OrderAddress> => initialAddresses<OrderAddress>(readAddressDraft(browserStorage('session'), isOrderAddress));

/** Saved addresses (spec 3 §4 "Addresses"), loaded for a signed-in shopper; the draft waits in session storage. */
export function useAddresses(api: CheckoutApi, signedIn: boolean, preferredId: number | null): AddressesControl {
  const [state, dispatch] = useReducer(addressesReducer<OrderAddress>, undefined, initial);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api
      .addresses()
      .then((list) => {
        if (!live) return;
        writeAddressDraft(browserStorage('session'), null);
        dispatch({ type: 'listLoaded', list, preferredId });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The preferred id only matters for the first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, signedIn]);

  const save = useCallback<AddressesControl['save']>(
    async (editing, body) => {
      const draft = draftAddressOf(body, editing && typeof editing.id === 'string' ? editing.id.replace(/-new$/, '') : crypto.randomUUID());
      if (!signedIn || (editing && typeof editing.id === 'string')) {
        // A guest (or an unsaved address) keeps it for this session only.
        writeAddressDraft(browserStorage('session'), draft);
        dispatch({ type: 'draftKept', address: draft });
        return { error: null, address: draft };
      }
      writeAddressDraft(browserStorage('session'), draft);
      try {
        const saved = editing && typeof editing.id === 'number' ? await api.updateAddress(editing.id, body) : await api.createAddress(body);
        writeAddressDraft(browserStorage('session'), null);
        dispatch({ type: editing ? 'edited' : 'added', address: saved });
        return { error: null, address: saved };
      } catch (failure) {
        return { error: firstErrorDetail(failure) ?? m.addressSaveFailed, address: null };
      }
    },
    [api, signedIn],
  );

  const remove = useCallback<AddressesControl['remove']>(
    async (id) => {
      if (typeof id !== 'number') return null;
      await api.deleteAddress(id);
      const next = addressesReducer(state, { type: 'deleted', id });
      dispatch({ type: 'deleted', id });
      return currentAddress(next);
    },
    [api, state],
  );

  const shown = state.draft && !state.list.some((item) => item.id === state.draft?.id) ? [...state.list, state.draft] : [...state.list];
  return { state, current: currentAddress(state), shown, select: (id) => dispatch({ type: 'selected', id }), save, remove };
}
