// user/{id}/ calls act only on the caller's own account: a guest gets 401, anyone else's id 403 with
// nothing of that account in the answer.
import { profileErrorCodes } from '@ornament/api-contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/httpError';
import type { SessionUser } from '../../plugins/session';

export async function requireOwnAccount(request: FastifyRequest, id: string): Promise<SessionUser> {
  const user = await request.requireSignedIn();
  if (user.id !== id.toLowerCase()) throw new HttpError(403, profileErrorCodes.forbidden, 'Нет доступа к этому профилю');
  return user;
}
