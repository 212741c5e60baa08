/** DOM ids of the server-rendered slots the after-paint parts fill. */
export const slotIds = {
  offer: 'product-offer',
  personalOffer: 'product-personal-offer',
  notify: 'product-notify',
  viewed: 'product-viewed',
} as const;
