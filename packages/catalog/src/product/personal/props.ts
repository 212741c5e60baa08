import type { CurrencyCode } from '@ornament/domain';

/** What the product page's after-paint parts need; plain data, passed from the server. */
export interface PersonalPartsProps {
  article: string;
  urlCode: string;
  /** The picked size ('' for a product without sizes or before one is picked). */
  size: string;
  /** The price shown by the server: the offer shows only when it is lower. */
  price: number;
  currency: CurrencyCode;
  /** Russia only: the offer call may ask for the online-payment offer. */
  useEzvm: boolean;
  /** The diamond storefront picks up at Diamant salons. */
  pointDiamant: boolean;
  /** Whether the page shows the back-in-stock disclosure to fill. */
  notify: boolean;
}
