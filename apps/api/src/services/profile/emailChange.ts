// A changed e-mail (issue 19 finding 10) is stored as pending and a link is mailed to it; only the
// link makes it the account's e-mail, the one the e-mail login knows. The letter goes out before
// anything is written, so an address that cannot be mailed changes nothing; a newer request, or a
// cleared e-mail, makes the older links worthless.
import { randomUUID } from 'node:crypto';
import { accountSecurityErrorCodes, confirmEmailPagePath, profileErrorCodes, profileFieldPointer } from '@ornament/api-contract';
import { accountSecurityMessages as m, confirmEmailLetter, profileMessages } from '@ornament/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { emailVerifications, users } from '../../db/schema';
import { FieldErrors, HttpError } from '../../plugins/httpError';
import type { Storefront } from '../loyalty/storefront';
import { MailDeliveryError, type MailProvider } from '../mail/provider';
import type { EmailLinkSigner } from './emailLink';
import { completeProfileTasks } from './profileTasks';

/** How long a confirmation link works. */
export const emailLinkTtlSeconds = 24 * 60 * 60;

const tokenPointer = '/token';

export interface EmailChangeDeps {
  db: Db;
  mail: MailProvider;
  signer: EmailLinkSigner;
  /** The storefront origins the link may point at; the first is used when the request names none of them. */
  allowedOrigins: readonly string[];
}

export interface SentLetter {
  id: string;
  email: string;
}

/** Mails the confirmation link of a new link row id (not yet written: recordPendingEmail does that). */
export async function mailConfirmationLink(deps: EmailChangeDeps, email: string, origin: string | undefined): Promise<SentLetter> {
  const id = randomUUID();
  const base = origin && deps.allowedOrigins.includes(origin) ? origin : (deps.allowedOrigins[0] ?? '');
  const link = `${base}${confirmEmailPagePath}?token=${encodeURIComponent(deps.signer.tokenOf(id))}`;
  const { subject, body } = confirmEmailLetter(link);
  try {
    await deps.mail.send({ to: email, subject, text: body });
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new HttpError(502, accountSecurityErrorCodes.sendMailError, m.sendMailError, profileFieldPointer('email'));
    throw error;
  }
  return { id, email };
}

/** Ends the account's unused links (a newer one replaces them, or the e-mail was cleared). */
export async function dropEmailLinks(tx: Db, userId: string, now: Date): Promise<void> {
  await tx.update(emailVerifications).set({ usedAt: now }).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/** Inside the change's transaction: the letter's link row; the caller sets users.pending_email. */
export async function recordPendingEmail(tx: Db, userId: string, letter: SentLetter, now: Date): Promise<void> {
  await dropEmailLinks(tx, userId, now);
  await tx.insert(emailVerifications).values({ id: letter.id, userId, email: letter.email, createdAt: now, expiresAt: new Date(now.getTime() + emailLinkTtlSeconds * 1000) });
}

const invalidLink = () => new HttpError(403, accountSecurityErrorCodes.emailLinkInvalid, m.linkInvalid, tokenPointer);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * POST confirm-email/: spends the link (once, before it expires) and makes its address the account's
 * e-mail, if it is still the one waiting; the FillProfile task may complete with it.
 */
export async function confirmEmail(deps: Pick<EmailChangeDeps, 'db' | 'signer'>, token: string, now: Date, storefront: Storefront): Promise<string> {
  const id = deps.signer.idOf(token);
  if (!id) throw invalidLink();
  try {
    return await deps.db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      if (!link) throw invalidLink();
      const [before] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, link.userId), eq(users.isGuest, false), isNull(users.deactivatedAt)))
        .for('update');
      if (!before || before.pendingEmail !== link.email) throw invalidLink();
      const [after] = await tx.update(users).set({ email: link.email, emailVerifiedAt: now, pendingEmail: null, updatedAt: now }).where(eq(users.id, before.id)).returning();
      if (after) await completeProfileTasks(tx, before, after, storefront, now);
      return link.email;
    });
  } catch (error) {
    // Another account confirmed the same address first: the unique index decides.
    if (isUniqueViolation(error)) throw new FieldErrors(422, [{ code: profileErrorCodes.emailTaken, detail: profileMessages.emailTaken, pointer: tokenPointer }]);
    throw error;
  }
}
