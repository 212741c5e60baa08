'use client';

import { checkoutFormMessages as m } from '@ornament/domain';
import * as styles from '../checkout.css';
import type { AddressId } from '../logic/addresses';
import type { OrderAddress } from '../logic/orderPayload';
import { AreaErrors } from './Field';

export interface AddressBlockProps {
  addresses: readonly OrderAddress[];
  currentId: AddressId | null;
  onSelect: (id: AddressId) => void;
  onAdd: () => void;
  onEdit: (address: OrderAddress) => void;
  onDelete: (id: AddressId) => void;
  disabled: boolean;
  messages: readonly string[];
}

/** The courier address list: choose, add, edit or delete (spec 3 §4 "Addresses"). */
export function AddressBlock({ addresses, currentId, onSelect, onAdd, onEdit, onDelete, disabled, messages }: AddressBlockProps) {
  return (
    <div className={styles.block} role="group" aria-labelledby="checkout-address">
      <h4 id="checkout-address" className={styles.blockTitle}>
        {m.address}
      </h4>
      {addresses.length > 0 ? (
        <ul className={styles.addressList}>
          {addresses.map((address) => (
            <li key={String(address.id)} className={styles.addressItem}>
              <input
                type="radio"
                name="checkout-address"
                aria-label={address.address}
                checked={address.id === currentId}
                disabled={disabled}
                onChange={() => onSelect(address.id)}
              />
              <span className={styles.optionText}>{address.address}</span>
              <span className={styles.addressActions}>
                <button type="button" className={styles.linkButton} onClick={() => onEdit(address)} aria-label={`${m.editAddress}: ${address.address}`}>
                  {m.editAddress}
                </button>
                {typeof address.id === 'number' ? (
                  <button type="button" className={styles.linkButton} onClick={() => onDelete(address.id)} aria-label={`${m.deleteAddress}: ${address.address}`}>
                    {m.deleteAddress}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <button type="button" className={styles.linkButton} onClick={onAdd}>
          {m.addAddress}
        </button>
      </div>
      <AreaErrors messages={messages} />
    </div>
  );
}
