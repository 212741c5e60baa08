// The local geo-IP driver (ARCHITECTURE "outside services behind interfaces"): IPv4 ranges mapped to
// reference cities, so location/check can guess a city before the shopper chooses one.
import { bigint, boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const geoIpRanges = pgTable(
  'geo_ip_ranges',
  {
    id: serial('id').primaryKey(),
    /** First and last address of the range as unsigned 32-bit numbers, inclusive. */
    rangeStart: bigint('range_start', { mode: 'number' }).notNull(),
    rangeEnd: bigint('range_end', { mode: 'number' }).notNull(),
    /** Lower-case GUID of a reference city (packages/domain geo data). */
    cityGuid: text('city_guid').notNull(),
    /** A hosting or VPN provider's range: the address says nothing about where the shopper is. */
    isVpn: boolean('is_vpn').notNull().default(false),
  },
  (t) => [index('geo_ip_ranges_start_idx').on(t.rangeStart)],
);
