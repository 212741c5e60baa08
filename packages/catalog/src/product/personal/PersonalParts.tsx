import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { BackInStockForm } from './BackInStockForm';
import { OfferPrice } from './OfferPrice';
import type { PersonalPartsProps } from './props';
import { slotIds } from './slots';
import { ViewedProducts } from './ViewedProducts';

/** Finds the server-rendered slots once mounted, then fills each that exists. */
export function PersonalParts(props: PersonalPartsProps) {
  const [slots, setSlots] = useState<{ offer: Element | null; notify: Element | null; viewed: Element | null } | null>(null);
  useEffect(() => {
    setSlots({ offer: document.getElementById(slotIds.offer), notify: document.getElementById(slotIds.notify), viewed: document.getElementById(slotIds.viewed) });
  }, []);
  if (!slots) return null;
  return (
    <>
      {slots.offer ? createPortal(<OfferPrice {...props} />, slots.offer) : null}
      {slots.notify && props.notify ? createPortal(<BackInStockForm article={props.article} size={props.size} />, slots.notify) : null}
      {slots.viewed ? createPortal(<ViewedProducts urlCode={props.urlCode} />, slots.viewed) : null}
    </>
  );
}
