// The basket's request context: who asks (roles, read with the session), where (country, currency, city
// from the request-context headers, like the catalogue) and for which brand.
import { requestHeaders } from '@ornament/api-contract';
import { cityByGuid, countries } from '@ornament/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../plugins/session';
import { catalogContextOf } from '../catalog/requestContext';
import type { BasketRequestContext } from './types';

export function basketContextFor(request: FastifyRequest, user: SessionUser): BasketRequestContext {
  const catalog = catalogContextOf(request.headers);
  const city = cityByGuid(catalog.cityGuid);
  const staff = request.headers[requestHeaders.staffAccess];
  return {
    userId: user.id,
    isGuest: user.isGuest,
    roles: user.isGuest ? [] : user.roles,
    country: catalog.country,
    currency: catalog.currency,
    brand: catalog.brand ?? 'main',
    cityGuid: catalog.cityGuid,
    regionGuid: city?.regionGuid ?? '',
    countryGuid: countries[catalog.country].guid,
    employeeFlag: staff === 'true' || staff === 'Y' || staff === '1',
    catalogCache: request.server.catalogCache,
  };
}

/** The session's user (a guest is created on the first basket call, so the basket has an owner). */
export async function basketContextOf(request: FastifyRequest, reply: FastifyReply): Promise<BasketRequestContext> {
  return basketContextFor(request, await request.ensureSessionUser(reply));
}
