// The basket's request context: who asks (roles from the users row), where (country, currency, city
// from the request-context headers, like the catalogue) and for which brand.
import { requestHeaders } from '@ornament/api-contract';
import { cityByGuid, countries } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { catalogContextOf } from '../catalog/requestContext';
import type { BasketRequestContext } from './types';

export async function rolesOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.roles ?? [];
}

export async function basketContextFor(db: Db, request: FastifyRequest, user: SessionUser): Promise<BasketRequestContext> {
  const catalog = catalogContextOf(request.headers);
  const city = cityByGuid(catalog.cityGuid);
  const staff = request.headers[requestHeaders.staffAccess];
  return {
    userId: user.id,
    isGuest: user.isGuest,
    roles: user.isGuest ? [] : await rolesOf(db, user.id),
    country: catalog.country,
    currency: catalog.currency,
    brand: catalog.brand ?? 'main',
    cityGuid: catalog.cityGuid,
    regionGuid: city?.regionGuid ?? '',
    countryGuid: countries[catalog.country].guid,
    employeeFlag: staff === 'true' || staff === 'Y' || staff === '1',
  };
}

/** The session's user (a guest is created on the first basket call, so the basket has an owner). */
export async function basketContextOf(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<BasketRequestContext> {
  return basketContextFor(db, request, await request.ensureSessionUser(reply));
}
