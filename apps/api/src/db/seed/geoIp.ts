// The local geo-IP table: the documentation address ranges (RFC 5737) stand for three cities and
// two VPN blocks, so tests and a developer can exercise an IP guess without real address data.
import { ipv4ToNumber } from '../../services/geo/ipv4';
import type { geoIpRanges } from '../schema/geo';

export type GeoIpRow = Omit<typeof geoIpRanges.$inferInsert, 'id'>;

function range(cidr24: string, cityGuid: string): GeoIpRow {
  const start = ipv4ToNumber(`${cidr24}.0`);
  if (start === null) throw new Error(`Bad range ${cidr24}`);
  return { rangeStart: start, rangeEnd: start + 255, cityGuid, isVpn: false };
}

/** A hosting/VPN block nested in a city's range: the lookup takes the latest-starting range. */
function vpnBlock(firstAddress: string, size: number, cityGuid: string): GeoIpRow {
  const start = ipv4ToNumber(firstAddress);
  if (start === null) throw new Error(`Bad address ${firstAddress}`);
  return { rangeStart: start, rangeEnd: start + size - 1, cityGuid, isVpn: true };
}

export const geoIpSeed: readonly GeoIpRow[] = [
  range('192.0.2', 'c2deb16a-0330-4f05-821f-1d09c93331e6'), // Санкт-Петербург
  range('198.51.100', '6a4f35e1-5606-5c34-bba0-e1c9999a761b'), // Астана
  range('203.0.113', '2ffe9b81-768d-50c3-9669-51bc018ddae3'), // Минск
  // VPN exits of a hosting provider: the top quarter of two documentation ranges.
  vpnBlock('192.0.2.192', 64, 'c2deb16a-0330-4f05-821f-1d09c93331e6'),
  vpnBlock('203.0.113.192', 64, '2ffe9b81-768d-50c3-9669-51bc018ddae3'),
];
