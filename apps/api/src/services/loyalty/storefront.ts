// Which storefront an event or a request comes from (brand × country), so tasks and offers limited to
// one edition only reach it. Read from the request-context headers like the catalogue does.
import type { CountryCode } from '@ornament/domain';
import { catalogContextOf } from '../catalog/requestContext';

export interface Storefront {
  brand: 'main' | 'diamant';
  country: CountryCode;
}

type Headers = Record<string, string | string[] | undefined>;

export function storefrontOf(headers: Headers): Storefront {
  const context = catalogContextOf(headers);
  return { brand: context.brand ?? 'main', country: context.country };
}
