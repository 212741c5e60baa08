import { DeliveryTermsTable } from '../DeliveryTermsTable';
import { contentPageMetadata, renderContentPage } from './contentPageRoute';
import type { PagesRouteOptions } from './shared';

/** The content page code of a delivery path: '/delivery-terms/' → 'delivery-terms', the second brand's '/delivery/' → 'delivery'. */
export function deliveryPageCode(path: string): string {
  return path.split('/').filter(Boolean).join('-');
}

/**
 * /delivery-terms/ (diamant: /delivery/, spec 1 §2): the content page's text with the shopper's
 * city's delivery types from the offers service (types_info) under its first block.
 */
export function deliveryTermsRoute(options: PagesRouteOptions) {
  const { deliveryTermsPath: path, country } = options.storefront.tenant;
  // A country's own terms first (delivery-terms-kz: prices in tenge), then the common page.
  const common = deliveryPageCode(path);
  const code = country === 'RU' ? [common] : [`${common}-${country.toLowerCase()}`, common];
  return {
    generateMetadata: () => contentPageMetadata(options, code, path),
    Page: async function DeliveryTermsRoute() {
      return renderContentPage(options, code, <DeliveryTermsTable client={await options.serverApiClient()} />);
    },
  };
}
