/** Shop map defaults (spec 3 §4). */
export const shopMapMessages = {
  defaultFilterNames: 'Premium магазины,Флагманские магазины',
} as const;
