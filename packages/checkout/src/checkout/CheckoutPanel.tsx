'use client';

import { resolveContext } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { useOpenAuthModal, useUserState } from '@ornament/auth-modal';
import { checkoutFormMessages as m, countries, defaultCityOf } from '@ornament/domain';
import { useCurrencyRates } from '@ornament/shell/currency-rates';
import { useEffect, useMemo, useState } from 'react';
import type { CheckoutSlotProps } from '../basket/checkoutSlot';
import { checkoutApiOf } from './api/checkoutApi';
import { BuyerBlock } from './blocks/BuyerBlock';
import { CommentBlock } from './blocks/CommentBlock';
import { DeliveryBlock } from './blocks/DeliveryBlock';
import { PaymentBlock } from './blocks/PaymentBlock';
import { RecipientBlock } from './blocks/RecipientBlock';
import { SubmitBlock } from './blocks/SubmitBlock';
import * as styles from './checkout.css';
import { buildOrderPayload } from './logic/orderPayload';
import { chosenPaymentMethod, offeredPaymentMethods } from './logic/paymentMethods';
import { noPointFilters, type PointFilters } from './logic/pointFilters';
import { browserStorage, writeDeliveryWhole } from './logic/storage';
import { findSlot } from './logic/timeSlots';
import { validateCheckout, type CheckoutArea } from './logic/validation';
import { useAddresses } from './useAddresses';
import { useCheckoutAnalytics } from './useCheckoutAnalytics';
import { useContacts } from './useContacts';
import { useDelivery } from './useDelivery';
import { useOrderSubmit } from './useOrderSubmit';
import { chosenPointView } from './logic/chosenPoint';
import { usePickupMap } from './usePickupMap';
import { usePointDetail } from './usePointDetail';

export type CheckoutPanelProps = CheckoutSlotProps;

/** The checkout under the basket (spec 3 §4–§5): buyer, recipient, receiving, payment, comment and the order button. */
export function CheckoutPanel({ basket, calculate, pending, brand, country, onBasket, onCalculateChange, onReload }: CheckoutPanelProps) {
  const client = useApiClient();
  const api = useMemo(() => checkoutApiOf(client), [client]);
  const user = useUserState();
  const openAuth = useOpenAuthModal();
  const currency = basket.pricesCurrentCountry;
  const signedIn = user.status === 'fetched' && !user.isGuest;
  const cityGuid = useMemo(() => resolveContext(client.config).cityId ?? defaultCityOf(country).guid, [client, country]);

  const [contacts, dispatchContacts, setSubscription] = useContacts(user, country);
  const addresses = useAddresses(api, signedIn, basket.deliveryInfo.deliveryAddressId);
  // Orders outside the rouble editions are also reported in roubles (S1.3.9: the cached rates).
  const rates = useCurrencyRates(countries[country].currency !== 'RUB');
  const order = useOrderSubmit(api, basket, brand, onReload, rates);
  const delivery = useDelivery({ api, basket, calculate, onBasket, onCalculateChange, timeslotsError: order.errors.timeslots !== null, onSlotSet: order.clearTimeslotsError });
  const selectedKey = basket.productList.filter((line) => line.isSelected).map((line) => `${line.id}:${line.quantity}`).join(',');
  const [pointFilters, setPointFilters] = useState<PointFilters>(noPointFilters);
  const map = usePickupMap(api, delivery.mapTab, cityGuid, selectedKey, pointFilters);
  const pointDetail = usePointDetail(api, delivery.shownTab === 'pickup' ? delivery.chosenPointId : null, selectedKey);
  const chosenPoint = {
    view: chosenPointView(
      map.points.points.find((point) => point.id === delivery.chosenPointId),
      pointDetail.status === 'ready' ? pointDetail.detail : undefined,
      basket.productList,
    ),
    detail: pointDetail.status,
  };
  useCheckoutAnalytics(basket, brand);

  const payments = offeredPaymentMethods(basket.paymentInfo, currency);
  const payment = chosenPaymentMethod(basket.paymentInfo, payments);
  const [paymentBusy, setPaymentBusy] = useState(false);
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);

  // Same-day delivery enabled by the system sets the local deliveryWhole flag (spec 3 §4 "Time slot").
  const sameDay = basket.deliveryInfo.sameDayDelivery;
  useEffect(() => {
    if (sameDay.isSystemEnabled && sameDay.isSameDayDeliveryAvailable && !calculate.deliveryWhole) {
      writeDeliveryWhole(browserStorage('local'), true);
      onCalculateChange({ deliveryWhole: true });
    }
  }, [sameDay.isSystemEnabled, sameDay.isSameDayDeliveryAvailable, calculate.deliveryWhole, onCalculateChange]);

  const issues = validateCheckout({
    isGuest: !signedIn,
    isCallCenterOperator: user.isCallCenterOperator,
    country,
    buyer: contacts.buyer,
    recipient: contacts.recipient,
    orderType: delivery.effectiveType,
    hasPvz: delivery.hasPvz,
    hasPickupPlace: delivery.hasPickupPlace,
    hasAddress: addresses.current !== null,
    hasSavedAddresses: addresses.shown.length > 0,
    paymentMethod: payment,
  });
  const shown = attempted ? issues : [];
  const messagesOf = (area: CheckoutArea) => shown.filter((issue) => issue.area === area).map((issue) => issue.message);

  async function choosePayment(id: string) {
    setPaymentBusy(true);
    try {
      onBasket(await api.setPaymentMethod(id, calculate));
    } catch {
      onReload();
    } finally {
      setPaymentBusy(false);
    }
  }

  function submit() {
    setAttempted(true);
    if (issues.length > 0 || delivery.effectiveType === null) return;
    const timeslots = basket.deliveryInfo.store.timeslots;
    const slot = findSlot(timeslots, delivery.slot);
    void order.submit(
      buildOrderPayload({
        country,
        brand,
        isCallCenterOperator: user.isCallCenterOperator,
        buyer: contacts.buyer,
        recipient: contacts.recipient,
        orderType: delivery.effectiveType,
        hasPvz: delivery.hasPvz,
        address: addresses.current,
        slot: slot && delivery.slot ? { date: delivery.slot.date, slot } : null,
        comment,
        callBackRequest: contacts.callBackRequest,
        calculate,
      }),
    );
  }

  const locked = pending || order.phase !== 'idle';
  return (
    <section className={styles.panel} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.heading}>
        {m.title}
      </h2>
      <BuyerBlock
        buyer={contacts.buyer}
        dispatch={dispatchContacts}
        country={country}
        isGuest={user.status === 'fetched' && user.isGuest}
        isCallCenterOperator={user.isCallCenterOperator}
        fieldErrors={order.errors.user}
        messages={messagesOf('user')}
        onLogin={openAuth}
        subscriptions={user.isCallCenterOperator ? null : contacts.subscriptions}
        subscriptionSaving={contacts.subscriptionSaving}
        subscriptionError={contacts.subscriptionError}
        onSubscription={setSubscription}
      />
      {signedIn ? (
        <>
          <RecipientBlock
            recipient={contacts.recipient}
            dispatch={dispatchContacts}
            country={country}
            isCallCenterOperator={user.isCallCenterOperator}
            callBackRequest={contacts.callBackRequest}
            fieldErrors={order.errors.recipient}
            messages={[...messagesOf('recipient'), ...(contacts.recipientError ? [contacts.recipientError] : [])]}
          />
          <DeliveryBlock
            delivery={delivery}
            addresses={addresses}
            map={map}
            chosenPoint={chosenPoint}
            pointFilters={pointFilters}
            onPointFilters={setPointFilters}
            timeslots={basket.deliveryInfo.store.timeslots}
            country={country}
            currency={currency}
            defaultCityGuid={cityGuid}
            disabled={locked}
            deliveryMessages={messagesOf('delivery')}
            addressMessages={[...messagesOf('address'), ...Object.values(order.errors.address)]}
            timeslotsError={order.errors.timeslots}
          />
          <PaymentBlock methods={payments} chosen={payment} onChoose={(id) => void choosePayment(id)} disabled={locked || paymentBusy} messages={messagesOf('payment')} />
          <CommentBlock value={comment} onChange={setComment} />
        </>
      ) : null}
      <SubmitBlock
        phase={order.phase}
        issues={shown.filter((issue) => issue.area !== 'auth').map((issue) => issue.message)}
        general={order.errors.general}
        itemErrors={order.errors.items}
        basket={basket}
        disabled={locked || !signedIn}
        onSubmit={submit}
      />
    </section>
  );
}
