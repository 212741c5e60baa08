import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { BackInStockForm } from './BackInStockForm';
import { OfferPrice } from './OfferPrice';
import { PersonalOffer } from './PersonalOffer';
import { SizeAvailability } from './SizeAvailability';
import type { PersonalPartsProps } from './props';
import { slotIds } from './slots';
import { ViewedProducts } from './ViewedProducts';

/** Finds the server-rendered slots once mounted, then fills each that exists. */
export function PersonalParts(props: PersonalPartsProps) {
  const [slots, setSlots] = useState<Record<keyof typeof slotIds, Element | null> | null>(null);
  useEffect(() => {
    const find = (id: string) => document.getElementById(id);
    setSlots({
      offer: find(slotIds.offer),
      personalOffer: find(slotIds.personalOffer),
      notify: find(slotIds.notify),
      viewed: find(slotIds.viewed),
      sizeDisclosure: find(slotIds.sizeDisclosure),
      sizeAvailability: find(slotIds.sizeAvailability),
    });
  }, []);
  if (!slots) return null;
  return (
    <>
      {slots.offer ? createPortal(<OfferPrice {...props} />, slots.offer) : null}
      {slots.personalOffer ? createPortal(<PersonalOffer article={props.article} />, slots.personalOffer) : null}
      {slots.notify && props.notify ? createPortal(<BackInStockForm article={props.article} size={props.size} />, slots.notify) : null}
      {slots.viewed ? createPortal(<ViewedProducts urlCode={props.urlCode} />, slots.viewed) : null}
      {slots.sizeAvailability && slots.sizeDisclosure instanceof HTMLDetailsElement
        ? createPortal(
            <SizeAvailability disclosure={slots.sizeDisclosure} urlCode={props.urlCode} currency={props.currency} useEzvm={props.useEzvm} pointDiamant={props.pointDiamant} />,
            slots.sizeAvailability,
          )
        : null}
    </>
  );
}
