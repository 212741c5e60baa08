// The profile's sensitive changes (issue 19 finding 10): the confirmation code sent to the account's
// phone, the `meta.code` that PATCH user/{id}/ (a changed e-mail) and change-password/ (a first
// password) carry, the e-mail confirmation link, and the local mail outbox.
import { z } from 'zod';
import { codeSentSchema } from '../auth/auth';

/** The top-level `meta` of a document that may need a confirmation code (a code is digits; the server checks it). */
export const confirmationMetaSchema = z.object({ code: z.string().max(40).optional() });
export type ConfirmationMeta = z.infer<typeof confirmationMetaSchema>;

/** POST confirmation-code/: the code went to the account's phone by SMS (always SMS, no captcha: the shopper is signed in). */
export const confirmationCodeResponseSchema = z.object({ data: codeSentSchema });
export type ConfirmationCodeResponse = z.infer<typeof confirmationCodeResponseSchema>;

/** POST confirm-email/: the token of the letter's link. */
export const confirmEmailBodySchema = z.object({ token: z.string().max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

export const confirmEmailResponseSchema = z.object({
  data: z.object({ type: z.literal('email-confirmation'), attributes: z.object({ email: z.string() }) }),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** Local mail driver only: the letters to an address, newest first. */
export const mailOutboxQuerySchema = z.object({ to: z.string().max(254) });
export const mailOutboxResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), created_at: z.string() })),
});
export type MailOutboxResponse = z.infer<typeof mailOutboxResponseSchema>;
