'use client';

import type { DeliveryAddressBody } from '@ornament/api-contract';
import { checkoutFormMessages as m, citiesOf, type CountryCode } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { Modal } from '@ornament/ui-kit/components/Modal/Modal';
import { type FormEvent, useId, useState } from 'react';
import * as styles from '../checkout.css';
import { addressBodyOf, addressFormComplete, addressFormFields, cityOfForm, formValuesOf, showsRegion, type AddressFormValues } from '../logic/addressForm';
import type { OrderAddress } from '../logic/orderPayload';
import { Field } from './Field';

export interface AddressModalProps {
  country: CountryCode;
  /** The address being edited, or null for a new one. */
  address: OrderAddress | null;
  defaultCityGuid: string;
  onSave: (body: DeliveryAddressBody) => Promise<string | null>;
  onClose: () => void;
}

/** Add or edit a courier address (spec 3 §4 "Addresses"); the save answer's message stays shown. */
export function AddressModal({ country, address, defaultCityGuid, onSave, onClose }: AddressModalProps) {
  const cityId = useId();
  const [values, setValues] = useState<AddressFormValues>(() => formValuesOf(address, defaultCityGuid));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const city = cityOfForm(country, values.cityGuid);
  const set = (field: keyof AddressFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = addressBodyOf(country, values);
    if (!body || !addressFormComplete(values)) {
      setFailure(m.addressSaveFailed);
      return;
    }
    setPending(true);
    setFailure(await onSave(body));
    setPending(false);
  }

  return (
    <Modal open onClose={onClose} title={address ? m.editAddressTitle : m.newAddress}>
      <form className={styles.panel} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={cityId}>
              {m.city}
            </label>
            <select id={cityId} className={styles.input} value={city?.guid ?? values.cityGuid} onChange={(event) => set('cityGuid')(event.target.value)}>
              {citiesOf(country).map((option) => (
                <option key={option.guid} value={option.guid}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          {showsRegion(country) ? <Field label={m.region} value={city?.regionName ?? ''} onValue={() => undefined} readOnly /> : null}
          {addressFormFields(country).map((field) => (
            <Field
              key={field}
              label={m[field]}
              value={values[field]}
              onValue={set(field)}
              required={field === 'street' || field === 'house'}
              inputMode={field === 'floor' || field === 'porch' ? 'numeric' : undefined}
            />
          ))}
        </div>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" disabled={pending}>
            {m.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
