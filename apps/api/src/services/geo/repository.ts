import { and, desc, gte, lte } from 'drizzle-orm';
import { type Db } from '../../db';
import { geoIpRanges } from '../../db/schema';
import { ipv4ToNumber } from './ipv4';

/** The reference city the local geo-IP table maps an address to. */
export async function cityGuidByIp(db: Db, ip: string): Promise<string | undefined> {
  const value = ipv4ToNumber(ip);
  if (value === null) return undefined;
  const [row] = await db
    .select({ cityGuid: geoIpRanges.cityGuid })
    .from(geoIpRanges)
    .where(and(lte(geoIpRanges.rangeStart, value), gte(geoIpRanges.rangeEnd, value)))
    .orderBy(desc(geoIpRanges.rangeStart))
    .limit(1);
  return row?.cityGuid;
}
