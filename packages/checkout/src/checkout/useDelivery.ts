'use client';

import type { Basket, BasketCalculateBody, BasketSetStoreBody, DeliveryPoint } from '@ornament/api-contract';
import { basketMessages, checkoutFormMessages as m, type DeliveryGroup, type OrderType } from '@ornament/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CheckoutApi } from './api/checkoutApi';
import { activeTab, availableMapTabs, availableMethods, mapTabOf, methodsOfTab, type MapTab } from './logic/delivery';
import type { OrderAddress } from './logic/orderPayload';
import { resolveSlotChoice, type SlotChoice } from './logic/timeSlots';

export interface DeliveryOptions {
  api: CheckoutApi;
  basket: Basket;
  calculate: BasketCalculateBody;
  onBasket: (basket: Basket) => void;
  onCalculateChange: (patch: Partial<BasketCalculateBody>) => void;
  /** The server's timeslots error: the first date and slot are chosen again. */
  timeslotsError: boolean;
  onSlotSet: () => void;
}

const clearedPlace = { storeId: null, pvzCode: null, deliveryServiceId: null } as const;

function firstTab(basket: Basket): DeliveryGroup {
  return methodsOfTab(basket.deliveryInfo, 'courier').length > 0 || methodsOfTab(basket.deliveryInfo, 'pickup').length === 0 ? 'courier' : 'pickup';
}

export function addressPatch(address: OrderAddress): Partial<BasketCalculateBody> {
  return {
    deliveryAddress: typeof address.id === 'number' ? address.id : address.address,
    deliveryCountryGuid: address.country_fias_id,
    deliveryRegionGuid: address.region_fias_id,
    deliveryCityGuid: address.city_fias_id,
  };
}

/** The delivery tabs, map tabs, pickup place, courier type and slot (spec 3 §4), backed by set-store. */
export function useDelivery({ api, basket, calculate, onBasket, onCalculateChange, timeslotsError, onSlotSet }: DeliveryOptions) {
  const info = basket.deliveryInfo;
  const serverTab = activeTab(info);
  const [shownTab, setShownTab] = useState<DeliveryGroup>(() => serverTab ?? firstTab(basket));
  const mapTabs = availableMapTabs(info);
  const [mapTab, setMapTab] = useState<MapTab | null>(() => mapTabOf(info.orderType) ?? mapTabs[0] ?? null);
  const [placeCleared, setPlaceCleared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotChoice | null>(null);

  useEffect(() => {
    if (serverTab !== null) setShownTab(serverTab);
  }, [serverTab]);

  const run = useCallback(
    async (body: Omit<BasketSetStoreBody, 'calculate'>, flags: BasketCalculateBody = calculate) => {
      setBusy(true);
      setFailure(null);
      try {
        onBasket(await api.setStore(body, flags));
        return true;
      } catch {
        setFailure(m.updateFailed);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, calculate, onBasket],
  );

  const chooseCourier = useCallback(
    (orderType: OrderType, address: OrderAddress | null) => {
      setPlaceCleared(false);
      const patch = address ? addressPatch(address) : {};
      void run({ orderType, ...clearedPlace, deliveryAddressId: typeof address?.id === 'number' ? address.id : null }, { ...calculate, ...patch }).then(
        (done) => done && address && onCalculateChange(patch),
      );
    },
    [run, calculate, onCalculateChange],
  );

  const chooseTab = (tab: DeliveryGroup, address: OrderAddress | null) => {
    setShownTab(tab);
    if (tab === 'pickup') {
      setMapTab((current) => current ?? mapTabOf(info.orderType) ?? mapTabs[0] ?? null);
      return;
    }
    const first = methodsOfTab(info, 'courier')[0];
    if (first && serverTab !== 'courier') chooseCourier(first.orderType, address);
  };

  /** Switching the store/pvz map tab clears the delivery info (spec 3 §4). */
  const chooseMapTab = (tab: MapTab) => {
    setMapTab(tab);
    setPlaceCleared(true);
  };

  const choosePoint = (point: DeliveryPoint) => {
    const orderType = point.deliveryInformation.order_type ?? (point.type === 'pvz' ? 'pvz' : 'in_stock');
    void run({ orderType, storeId: point.store_id, pvzCode: point.pvz_code, deliveryServiceId: point.delivery_service_id, deliveryAddressId: null }).then((done) => {
      if (done) setPlaceCleared(false);
    });
  };

  const effectiveType = !placeCleared && serverTab === shownTab ? info.orderType : null;
  const hasPickupPlace = effectiveType !== null && serverTab === 'pickup' && (info.store.storeId !== null || info.store.pvzId !== null);
  const chosenPointId = !placeCleared && serverTab === 'pickup' ? (info.store.pvzId ? `pvz-${info.store.pvzId}` : info.store.storeId ? `retail-${info.store.storeId}` : null) : null;

  const resolvedSlot = useMemo(() => resolveSlotChoice(info.store.timeslots, slot, timeslotsError), [info.store.timeslots, slot, timeslotsError]);
  useEffect(() => {
    // By value: a fallback choice is a new object each time, and the same one must not render again.
    if (resolvedSlot?.date !== slot?.date || resolvedSlot?.slotId !== slot?.slotId) setSlot(resolvedSlot);
  }, [resolvedSlot, slot]);
  const chooseSlot = (choice: SlotChoice) => {
    setSlot(choice);
    onSlotSet();
  };

  const chosenTime = info.deliveryTimes.find((time) => time.orderType === info.orderType);
  const notice =
    availableMethods(info).length === 0 ? basketMessages.noReceivingMethods : chosenTime && chosenTime.quantity === 0 ? basketMessages.previousDeliveryUnavailable : null;

  return {
    shownTab,
    chooseTab,
    courierMethods: methodsOfTab(info, 'courier'),
    chooseCourier,
    mapTabs,
    mapTab: shownTab === 'pickup' ? mapTab : null,
    chooseMapTab,
    choosePoint,
    chosenPointId,
    effectiveType,
    hasPvz: info.store.pvzId !== null,
    hasPickupPlace,
    slot: resolvedSlot,
    chooseSlot,
    busy,
    failure,
    notice,
    run,
  };
}

export type DeliveryControl = ReturnType<typeof useDelivery>;
