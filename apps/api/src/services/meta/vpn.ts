// Whether the caller seems to browse through a VPN (spec 1 §4 'Включён VPN' toast), by two real
// signals: the address is in a hosting or VPN provider's range (geo_ip_ranges.is_vpn), or the
// device's time zone disagrees with the time zone of the city the address belongs to.
import { cityByGuid, countries, parseUtcOffset } from '@ornament/domain';
import type { IpRange } from '../geo/repository';
import { zoneOffsetMinutes } from '../geo/time';

export interface VpnInput {
  range: IpRange | undefined;
  /** The X-Client-Timezone header: an IANA name or 'UTC+3:00'. */
  clientZone: string | undefined;
  now: Date;
}

/** The city's UTC offset in minutes; Belarus cities carry none and take their country's. */
export function cityOffsetMinutes(cityGuid: string): number | null {
  const city = cityByGuid(cityGuid);
  if (!city) return null;
  return parseUtcOffset(city.timezone ?? countries[city.countryCode].timezone);
}

/**
 * An hour's disagreement is forgiven: zone data drifts (Kazakhstan moved to UTC+5 in 2024 while
 * reference data may still say +6) and a border town may keep its neighbour's clock.
 */
const toleratedMinutes = 60;

export function isVpnConnection({ range, clientZone, now }: VpnInput): boolean {
  if (!range) return false;
  if (range.isVpn) return true;
  if (clientZone === undefined) return false;
  const client = zoneOffsetMinutes(clientZone, now);
  const city = cityOffsetMinutes(range.cityGuid);
  return client !== null && city !== null && Math.abs(client - city) > toleratedMinutes;
}
