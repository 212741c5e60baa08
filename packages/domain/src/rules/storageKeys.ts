// Storage key names are part of the contract with shoppers' browsers: renaming one loses their data.

/** localStorage keys (spec 3 §9). */
export const localStorageKeys = {
  viewedMessages: 'viewedMessage',
  searchHistory: 'searchHistory',
  deliveryWhole: 'deliveryWhole',
  starPoints: 'starPoints',
  giftCard: 'giftCard',
  afterRedirect: 'after_redirect',
  /** Ours, not the spec's: the browser sessions counted for the session-start popup (spec 1 §4). */
  sessionCounter: 'sessionCounter',
} as const;

/** sessionStorage keys (spec 3 §9). */
export const sessionStorageKeys = {
  employee: 'employee',
  bonus: 'bonus',
  offPromotions: 'offPromotions',
  address: 'address',
  itemListName: 'item_list_name',
  /** Ours, not the spec's: this session is counted; the session-start popup was decided; task toasts already shown. */
  sessionCounted: 'sessionCounted',
  sessionPopupDecided: 'sessionPopupDecided',
  taskToastShown: 'taskToastShown',
} as const;

/** Spec 3 §9: the bonus session flag defaults to 'true'. */
export const sessionStorageDefaults = {
  bonus: 'true',
} as const;
