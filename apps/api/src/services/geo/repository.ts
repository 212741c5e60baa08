import { and, desc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { geoIpRanges } from '../../db/schema';
import { ipv4ToNumber } from './ipv4';

/** The reference city the local geo-IP table maps an address to; a VPN exit says nothing of the shopper's city. */
export async function cityGuidByIp(db: Db, ip: string): Promise<string | undefined> {
  const range = await ipRangeOf(db, ip);
  return range && !range.isVpn ? range.cityGuid : undefined;
}

export interface IpRange {
  cityGuid: string;
  isVpn: boolean;
}

/** The range the address falls in (the latest-starting one when ranges nest), if any. */
export async function ipRangeOf(db: Db, ip: string): Promise<IpRange | undefined> {
  const value = ipv4ToNumber(ip);
  if (value === null) return undefined;
  const [row] = await db
    .select({ cityGuid: geoIpRanges.cityGuid, isVpn: geoIpRanges.isVpn })
    .from(geoIpRanges)
    .where(and(lte(geoIpRanges.rangeStart, value), gte(geoIpRanges.rangeEnd, value)))
    .orderBy(desc(geoIpRanges.rangeStart))
    .limit(1);
  return row;
}
