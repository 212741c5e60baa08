import type { Tenant } from '@ornament/domain';
import { countryHosts } from './shopsMap';
import { ShopsMapAnchor } from './ShopsMapAnchor';

/** The header's shops-map link: rendered on the server, the visitor's country picked in the browser. */
export function ShopsMapLink({ tenant, label = 'Магазины', className }: { tenant: Pick<Tenant, 'brand' | 'host'>; label?: string; className?: string }) {
  return <ShopsMapAnchor brand={tenant.brand} host={tenant.host} hosts={countryHosts()} label={label} className={className} />;
}
