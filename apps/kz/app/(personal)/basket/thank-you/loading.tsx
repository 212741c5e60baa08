export { ThankYouLoading as default } from '@ornament/checkout/routes/thankYou';
