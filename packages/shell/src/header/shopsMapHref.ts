/** The hosts of the country editions, by country code ('KZ' → 'ornament.kz'). */
export type CountryHosts = Readonly<Record<string, string>>;

/**
 * The shops map lives on the visitor's country host for the main brand (KZ visitors get ornament.kz
 * wherever they browse) and on the brand's own host for the diamond brand (spec 1 §2). Absolute, so
 * the link is a full page load. No tables here: the browser gets the hosts from the server.
 */
export function shopsMapHref(brand: string, ownHost: string, hosts: CountryHosts, visitorCountry?: string): string {
  const visitorHost = brand === 'main' && visitorCountry ? hosts[visitorCountry] : undefined;
  return `https://${visitorHost ?? ownHost}/shops-map/`;
}
