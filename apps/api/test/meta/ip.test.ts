// GET /api/serviceMeta/v1/meta/ip/: the caller's address and the VPN verdict from the geo-IP table.
import { metaIpResponseSchema, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(async () => t?.close());

async function metaIp(remoteAddress: string, timezone?: string) {
  const headers: Record<string, string> = timezone ? { 'x-client-timezone': timezone } : {};
  const response = await t.app.inject({ method: 'GET', url: paths.metaIp, remoteAddress, headers });
  return { response, body: response.json() };
}

describe('GET /api/serviceMeta/v1/meta/ip/', () => {
  it('flags an address in a known VPN range whatever the time zone', async () => {
    const { response, body } = await metaIp('203.0.113.200', 'Europe/Minsk');
    expect(response.statusCode).toBe(200);
    expect(metaIpResponseSchema.parse(body)).toEqual({ ip_address: '203.0.113.200', is_vpn_connection: true });
  });

  it('flags a city address whose device clock is in another zone', async () => {
    // 198.51.100.x is Astana (UTC+5/+6); a device on Moscow time is not where its address is.
    expect((await metaIp('198.51.100.7', 'Europe/Moscow')).body.is_vpn_connection).toBe(true);
    expect((await metaIp('198.51.100.7', 'Asia/Almaty')).body.is_vpn_connection).toBe(false);
    expect((await metaIp('192.0.2.10', 'Europe/Moscow')).body.is_vpn_connection).toBe(false);
    expect((await metaIp('192.0.2.10', 'UTC+3:00')).body.is_vpn_connection).toBe(false);
  });

  it('does not guess for unknown addresses or without a zone', async () => {
    expect((await metaIp('127.0.0.1', 'America/New_York')).body).toEqual({ ip_address: '127.0.0.1', is_vpn_connection: false });
    expect((await metaIp('198.51.100.7')).body.is_vpn_connection).toBe(false);
  });

  it('believes X-Forwarded-For from the storefront beside it (loopback), not from anyone else', async () => {
    const viaStorefront = await t.app.inject({ method: 'GET', url: paths.metaIp, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.200' } });
    expect(viaStorefront.json()).toEqual({ ip_address: '203.0.113.200', is_vpn_connection: true });
    const forged = await t.app.inject({ method: 'GET', url: paths.metaIp, remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': '203.0.113.200' } });
    expect(forged.json()).toEqual({ ip_address: '192.0.2.10', is_vpn_connection: false });
    const garbage = await t.app.inject({ method: 'GET', url: paths.metaIp, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '<script>' } });
    expect(garbage.json()).toEqual({ ip_address: '127.0.0.1', is_vpn_connection: false });
  });

  it('refuses an unknown time zone with 400 and the header pointer', async () => {
    const { response, body } = await metaIp('192.0.2.10', 'Mars/Olympus');
    expect(response.statusCode).toBe(400);
    expect(body.errors[0].source.pointer).toBe('/headers/x-client-timezone');
  });

  it('never guesses a city from a VPN exit', async () => {
    const check = await t.app.inject({ method: 'GET', url: paths.locationCheck, remoteAddress: '192.0.2.200' });
    expect(check.json().data.source).toBe('default');
  });
});
