// Phone-code login (spec 3 §4, §7, §8). Bodies are JSON:API documents; answers say by `data.type`
// what comes next: `captcha` (answer it, then send again), `code` (a code went out), `user` (logged in)
// or `restore` (a deleted account may come back). Errors are JSON:API errors with the codes of
// `authErrorCodes`; the client pairs codes and details by index into a code-to-message map.
import { z } from 'zod';
import { userResourceSchema } from '../profile/profile';

/** Phone as typed ('+7 (916) 123-45-67'); the server normalises it to E.164 digits for the country. */
const phoneInput = z.string().max(40);

const captchaAnswer = {
  uid_captcha: z.string().uuid().optional(),
  code_captcha: z.string().trim().max(12).optional(),
};

/** POST send-code: sends a code by SMS (or a flash call when resending); may ask for a captcha first. */
export const sendCodeBodySchema = z.object({
  data: z.object({
    type: z.literal('send-code'),
    attributes: z.object({
      phone: phoneInput.optional(),
      /** A second code for the same phone: the server calls instead of texting (flash call). */
      resend: z.boolean().optional(),
      ...captchaAnswer,
    }),
  }),
});
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

/** A captcha challenge: an SVG image (data: URI) and the id to send back with the answer. */
export const captchaChallengeSchema = z.object({
  type: z.literal('captcha'),
  attributes: z.object({ uid_captcha: z.string().uuid(), image: z.string() }),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const codeSentSchema = z.object({
  type: z.literal('code'),
  attributes: z.object({
    /** Digits the shopper types: the SMS code is 6; a flash call's code is the caller number's last 6. */
    'code-length': z.number().int(),
    channel: z.enum(['sms', 'flash_call']),
    /** Seconds until a new code may be asked for (the resend cooldown). */
    'resend-after': z.number().int(),
    /** Present on a flash call: seconds before another call may be asked for (spec 3 §4: flash_call mode). */
    'resend-time': z.number().int().optional(),
    /** Seconds the code stays valid. */
    'expires-in': z.number().int(),
  }),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const sendCodeResponseSchema = z.object({ data: z.discriminatedUnion('type', [codeSentSchema, captchaChallengeSchema]) });
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** GET captcha: a fresh challenge (the refresh button). */
export const captchaResponseSchema = z.object({ data: captchaChallengeSchema });
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

/** POST login: the phone and its code; subscriptions ticked in the modal apply to a new account. */
export const loginBodySchema = z.object({
  data: z.object({
    type: z.literal('login'),
    attributes: z.object({
      phone: phoneInput.optional(),
      code: z.string().max(40).optional(),
      'sms-subscribe': z.boolean().optional(),
      'news-subscribe': z.boolean().optional(),
    }),
  }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A deleted (deactivated) account answered the code: the token restores it through POST restore. */
export const restoreOfferSchema = z.object({
  type: z.literal('restore'),
  attributes: z.object({ token: z.string(), phone: z.string() }),
});

export const loginResponseSchema = z.object({ data: z.discriminatedUnion('type', [userResourceSchema, restoreOfferSchema]) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST login-by-email: e-mail and password (the password is set in the profile). */
export const loginByEmailBodySchema = z.object({
  data: z.object({
    type: z.literal('login-by-email'),
    attributes: z.object({ email: z.string().max(254).optional(), password: z.string().max(128).optional() }),
  }),
});
export type LoginByEmailBody = z.infer<typeof loginByEmailBodySchema>;

export const restoreBodySchema = z.object({
  data: z.object({ type: z.literal('restore'), attributes: z.object({ token: z.string().max(100) }) }),
});
export type RestoreBody = z.infer<typeof restoreBodySchema>;

/** Answer of the calls that end logged in: login-by-email, restore, ticket login. */
export const userLoginResponseSchema = z.object({ data: userResourceSchema });
export type UserLoginResponse = z.infer<typeof userLoginResponseSchema>;

/** GET login-by-mindbox-ticket/?ticket= (also used for the direct-crm-ticket parameter). */
export const ticketQuerySchema = z.object({ ticket: z.string().max(200).optional() });

/** Local SMS driver only: the outbox rows of a phone, newest first. */
export const smsOutboxQuerySchema = z.object({ phone: phoneInput });
export const smsOutboxResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), phone: z.string(), channel: z.enum(['sms', 'flash_call']), body: z.string(), created_at: z.string() })),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponseSchema>;

/** Local only: a one-time login ticket for a phone's account. */
export const devLoginTicketBodySchema = z.object({ phone: phoneInput });
export const devLoginTicketResponseSchema = z.object({ ticket: z.string() });
