import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const mappedV4 = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/iu;

/**
 * The shopper's address: what a trusted proxy forwarded (TRUST_PROXY), as long as it is an address
 * at all; a forwarded value that is not one falls back to the connection's own address. IPv4
 * mapped into IPv6 is given in its IPv4 form, as the geo-IP table keys it.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  const forwarded = request.ip.trim().replace(mappedV4, '');
  if (isIP(forwarded)) return forwarded;
  return (request.socket.remoteAddress ?? '').replace(mappedV4, '');
}

/** This machine itself (the demo, the test suites, the benches, an operator's tool), never a shopper from outside. */
export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.');
}
