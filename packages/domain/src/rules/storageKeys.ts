// Storage key names are part of the contract with shoppers' browsers: renaming one loses their data.

/** localStorage keys (spec 3 §9). */
export const localStorageKeys = {
  viewedMessages: 'viewedMessage',
  searchHistory: 'searchHistory',
  deliveryWhole: 'deliveryWhole',
  starPoints: 'starPoints',
  giftCard: 'giftCard',
  afterRedirect: 'after_redirect',
} as const;

/** sessionStorage keys (spec 3 §9). */
export const sessionStorageKeys = {
  employee: 'employee',
  bonus: 'bonus',
  offPromotions: 'offPromotions',
  address: 'address',
  itemListName: 'item_list_name',
} as const;

/** Spec 3 §9: the bonus session flag defaults to 'true'. */
export const sessionStorageDefaults = {
  bonus: 'true',
} as const;
