// GET /api/serviceMeta/v1/meta/ip/, registered under services.meta.
import { metaIpResponseSchema, paths, requestHeaders, services } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { ipRangeOf } from '../geo/repository';
import { zoneOffsetMinutes } from '../geo/time';
import { isVpnConnection } from './vpn';
import { clientIpOf } from '../../plugins/clientIp';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.metaIp.slice(services.meta.length), { schema: { response: { 200: metaIpResponseSchema } } }, async (request, reply) => {
    const header = request.headers[requestHeaders.clientTimezone];
    const clientZone = Array.isArray(header) ? header[0] : header;
    const now = new Date();
    if (clientZone !== undefined && zoneOffsetMinutes(clientZone, now) === null) {
      throw HttpError.badRequest(`Unknown time zone: ${clientZone.slice(0, 64)}`, `/headers/${requestHeaders.clientTimezone}`);
    }
    const ip = clientIpOf(request);
    void reply.header('cache-control', 'private, no-store');
    return { ip_address: ip, is_vpn_connection: isVpnConnection({ range: await ipRangeOf(app.db, ip), clientZone, now }) };
  });
};
