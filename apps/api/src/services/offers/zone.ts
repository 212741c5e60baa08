// The local clock the delivery days count in: the point's city zone, else the X-Region-Timezone
// header, else the country's. Belarusian reference cities carry no zone (spec 3 §9): the country's.
import { requestHeaders } from '@ornament/api-contract';
import { type CountryCode, cityByGuid, countries } from '@ornament/domain';
import { zoneOffsetMinutes } from '../geo/time';

type Headers = Record<string, string | string[] | undefined>;

export interface Zone {
  /** 'UTC+3:00'. */
  name: string;
  offsetMinutes: number;
}

const utcZone = (name: string, now: Date): Zone | null => {
  const offset = zoneOffsetMinutes(name, now);
  return offset === null ? null : { name, offsetMinutes: offset };
};

/** The zone the request names in X-Region-Timezone, when it is a sane one. */
export function headerZone(headers: Headers, now: Date): Zone | null {
  const raw = headers[requestHeaders.regionTimezone];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? utcZone(value, now) : null;
}

export function zoneOfCity(cityGuid: string, fallback: Zone | null, country: CountryCode, now: Date): Zone {
  const city = cityByGuid(cityGuid);
  const own = city?.timezone ? utcZone(city.timezone, now) : null;
  return own ?? fallback ?? utcZone(countries[city?.countryCode ?? country].timezone, now)!;
}

export interface LocalDay {
  /** The local hour now, 0–23. */
  hour: number;
  /** 'YYYY-MM-DD' `days` after today, local. */
  dateAfter(days: number): string;
}

export function localDay(zone: Zone, now: Date): LocalDay {
  const local = new Date(now.getTime() + zone.offsetMinutes * 60_000);
  return {
    hour: local.getUTCHours(),
    dateAfter: (days) => new Date(local.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  };
}
