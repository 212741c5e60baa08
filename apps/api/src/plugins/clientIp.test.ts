import { describe, expect, it } from 'vitest';
import { clientIpOf } from './clientIp';

const request = (ip: string, remoteAddress = '127.0.0.1') => ({ ip, socket: { remoteAddress } }) as Parameters<typeof clientIpOf>[0];

describe('clientIpOf', () => {
  it('keeps a forwarded address and unwraps IPv4 mapped into IPv6', () => {
    expect(clientIpOf(request('203.0.113.200'))).toBe('203.0.113.200');
    expect(clientIpOf(request('::ffff:192.0.2.10'))).toBe('192.0.2.10');
    expect(clientIpOf(request('2001:db8::1'))).toBe('2001:db8::1');
  });

  it('falls back to the connection for a forwarded value that is not an address', () => {
    expect(clientIpOf(request('<script>', '::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIpOf(request('not-an-ip'))).toBe('127.0.0.1');
  });
});
