/** DOM ids of the server-rendered slots the after-paint parts fill. */
export const slotIds = {
  offer: 'product-offer',
  personalOffer: 'product-personal-offer',
  notify: 'product-notify',
  viewed: 'product-viewed',
  /** The size picker's 'in your city' disclosure and its body (spec 3 §7 offer/sizes/). */
  sizeDisclosure: 'product-size-availability',
  sizeAvailability: 'product-size-availability-list',
} as const;
