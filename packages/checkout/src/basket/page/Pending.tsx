import * as styles from './basket.css';

/** The checkout panel's place while its code loads. */
export function CheckoutPending() {
  return <div className={styles.checkoutPending} aria-busy="true" />;
}

/** The options' place while their code loads: the promo code field, and the gift card field where it is offered. */
export function OptionsPending({ giftCard }: { giftCard: boolean }) {
  return <div className={giftCard ? styles.optionsPending.withGiftCard : styles.optionsPending.promoOnly} aria-busy="true" />;
}
