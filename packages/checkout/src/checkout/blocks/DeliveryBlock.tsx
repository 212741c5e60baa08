'use client';

import type { DeliveryAddressBody } from '@ornament/api-contract';
import { checkoutFormMessages as m, cityByGuid, type CountryCode, type CurrencyCode, type DeliveryGroup } from '@ornament/domain';
import { useState } from 'react';
import * as styles from '../checkout.css';
import type { OrderAddress } from '../logic/orderPayload';
import type { TimeSlotsByDate } from '../logic/timeSlots';
import type { AddressesControl } from '../useAddresses';
import type { DeliveryControl } from '../useDelivery';
import type { ChosenPointView } from '../logic/chosenPoint';
import type { PickupMap } from '../usePickupMap';
import type { PointDetailState } from '../usePointDetail';
import { AddressBlock } from './AddressBlock';
import { AddressModal } from './AddressModal';
import { AreaErrors } from './Field';
import { MethodOptions } from './MethodOptions';
import type { PointFilters } from '../logic/pointFilters';
import { PickupBlock } from './PickupBlock';
import { TimeSlotsBlock } from './TimeSlotsBlock';

export interface DeliveryBlockProps {
  delivery: DeliveryControl;
  addresses: AddressesControl;
  map: PickupMap;
  chosenPoint: { view: ChosenPointView | null; detail: PointDetailState['status'] };
  pointFilters: PointFilters;
  onPointFilters: (filters: PointFilters) => void;
  timeslots: TimeSlotsByDate;
  country: CountryCode;
  currency: CurrencyCode;
  defaultCityGuid: string;
  disabled: boolean;
  deliveryMessages: readonly string[];
  addressMessages: readonly string[];
  timeslotsError: string | null;
}

const tabLabels: Readonly<Record<DeliveryGroup, string>> = { courier: m.courierTab, pickup: m.pickupTab };

/** How the order is received (spec 3 §4 "Delivery-method tabs"): courier with address and slot, or pickup on the map. */
export function DeliveryBlock(props: DeliveryBlockProps) {
  const { delivery, addresses, timeslots, country, currency, defaultCityGuid, disabled } = props;
  const [editing, setEditing] = useState<OrderAddress | 'new' | null>(null);
  const busy = disabled || delivery.busy;
  const courierChosen = delivery.shownTab === 'courier' ? delivery.effectiveType : null;

  async function save(body: DeliveryAddressBody): Promise<string | null> {
    const result = await addresses.save(editing === 'new' ? null : editing, body);
    if (result.error) return result.error;
    setEditing(null);
    if (result.address && courierChosen) delivery.chooseCourier(courierChosen, result.address);
    return null;
  }

  async function remove(id: OrderAddress['id']) {
    const next = await addresses.remove(id).catch(() => null);
    if (courierChosen) delivery.chooseCourier(courierChosen, next);
  }

  function select(address: OrderAddress) {
    addresses.select(address.id);
    if (courierChosen) delivery.chooseCourier(courierChosen, address);
  }

  return (
    <section className={styles.block} aria-labelledby="checkout-delivery">
      <h3 id="checkout-delivery" className={styles.blockTitle}>
        {m.receiving}
      </h3>
      <div className={styles.tabs} role="tablist" aria-label={m.receiving}>
        {(['courier', 'pickup'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" className={styles.tab} aria-selected={delivery.shownTab === tab} disabled={busy} onClick={() => delivery.chooseTab(tab, addresses.current)}>
            {tabLabels[tab]}
          </button>
        ))}
      </div>
      {delivery.notice ? <p className={styles.error}>{delivery.notice}</p> : null}
      {delivery.shownTab === 'courier' ? (
        <>
          <MethodOptions
            name="checkout-courier"
            label={m.courierTab}
            methods={delivery.courierMethods}
            chosen={courierChosen}
            onChoose={(type) => delivery.chooseCourier(type, addresses.current)}
            currency={currency}
            hasTimeSlot={delivery.slot !== null}
            disabled={busy}
          />
          <AddressBlock
            addresses={addresses.shown}
            currentId={addresses.state.currentId}
            onSelect={(id) => {
              const address = addresses.shown.find((item) => item.id === id);
              if (address) select(address);
            }}
            onAdd={() => setEditing('new')}
            onEdit={(address) => setEditing(address)}
            onDelete={(id) => void remove(id)}
            disabled={busy}
            messages={props.addressMessages}
          />
          {courierChosen ? <TimeSlotsBlock timeslots={timeslots} choice={delivery.slot} onChoose={delivery.chooseSlot} error={props.timeslotsError} /> : null}
        </>
      ) : (
        <PickupBlock
          mapTabs={delivery.mapTabs}
          mapTab={delivery.mapTab}
          onMapTab={delivery.chooseMapTab}
          map={props.map}
          filters={props.pointFilters}
          onFilters={props.onPointFilters}
          chosenId={delivery.chosenPointId}
          onChoose={delivery.choosePoint}
          chosen={props.chosenPoint}
          currency={currency}
          disabled={busy}
        />
      )}
      {delivery.failure ? (
        <p className={styles.error} role="alert">
          {delivery.failure}
        </p>
      ) : null}
      <AreaErrors messages={props.deliveryMessages} />
      {editing ? (
        <AddressModal
          country={country}
          address={editing === 'new' ? null : editing}
          defaultCityGuid={cityByGuid(defaultCityGuid)?.guid ?? defaultCityGuid}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
