// Shopper-facing texts the specs quote, verbatim and grouped by feature, for every package to share.
// Templated texts are functions; amounts and dates come in already formatted (formatPrice,
// formatDate), so a template never guesses a currency. Texts marked "own wording" are not quoted by
// the spec, which names the element but not its words.
// One module per feature so a page bundles only the texts it shows (sideEffects: false).
export * from './messages/clientErrors';
export * from './messages/serverMarkers';
export * from './messages/fallbackPage';
export * from './messages/forms';
export * from './messages/shell';
export * from './messages/basketLimit';
export * from './messages/favourites';
export * from './messages/folders';
export * from './messages/giftCard';
export * from './messages/auth';
export * from './messages/checkout';
export * from './messages/basket';
export * from './messages/returns';
export * from './messages/orders';
export * from './messages/delivery';
export * from './messages/stock';
export * from './messages/shopMap';
export * from './messages/authModal';
export * from './messages/profileEntry';
export * from './messages/profile';
export * from './messages/basketPromo';
export * from './messages/checkoutForm';
export * from './messages/notifications';
