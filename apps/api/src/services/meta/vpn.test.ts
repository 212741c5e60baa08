import { describe, expect, it } from 'vitest';
import { cityOffsetMinutes, isVpnConnection } from './vpn';

const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const astana = '6a4f35e1-5606-5c34-bba0-e1c9999a761b';
const minsk = '2ffe9b81-768d-50c3-9669-51bc018ddae3';
const now = new Date('2026-07-01T12:00:00Z');

describe('isVpnConnection', () => {
  it('flags a VPN range outright', () => {
    expect(isVpnConnection({ range: { cityGuid: moscow, isVpn: true }, clientZone: undefined, now })).toBe(true);
  });

  it('flags a device clock hours away from the address city, forgiving an hour', () => {
    expect(isVpnConnection({ range: { cityGuid: astana, isVpn: false }, clientZone: 'Europe/Moscow', now })).toBe(true);
    expect(isVpnConnection({ range: { cityGuid: astana, isVpn: false }, clientZone: 'UTC+5:00', now })).toBe(false);
    expect(isVpnConnection({ range: { cityGuid: moscow, isVpn: false }, clientZone: 'Europe/Moscow', now })).toBe(false);
  });

  it('cannot tell without a known range or a zone', () => {
    expect(isVpnConnection({ range: undefined, clientZone: 'America/New_York', now })).toBe(false);
    expect(isVpnConnection({ range: { cityGuid: astana, isVpn: false }, clientZone: undefined, now })).toBe(false);
  });

  it('takes the country zone for cities without one (Belarus)', () => {
    expect(cityOffsetMinutes(minsk)).toBe(180);
    expect(cityOffsetMinutes('00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
