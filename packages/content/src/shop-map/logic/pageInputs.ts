// What the server-rendered map starts from: the default active filters (spec 3 §4) among those the
// shops-map-filter-list area offers, and the deployment's tile URL when it is a usable one.
import { shopMapMessages } from '@ornament/domain';

export function initialFilterNames(available: readonly string[]): string[] {
  const defaults = new Set(shopMapMessages.defaultFilterNames.split(','));
  return available.filter((name) => defaults.has(name));
}

/** Only http(s) templates are used; anything else leaves the offline map. */
export function tileUrlOf(value: string | undefined): string | null {
  const url = value?.trim();
  return url && /^https?:\/\//.test(url) ? url : null;
}
