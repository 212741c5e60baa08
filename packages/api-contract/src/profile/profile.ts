// The shopper's profile (spec 3 §3 "User profile attributes"): JSON:API resource of type user.
import { z } from 'zod';

export const genderValues = ['male', 'female'] as const;

export const userAttributesSchema = z.object({
  avatar: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  birthday: z.string().nullable(),
  'common-id': z.string(),
  email: z.string().nullable(),
  'mobile-push': z.boolean(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  surname: z.string().nullable(),
  /** E.164 digits. */
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  segments: z.array(z.string()),
  'has-returns': z.boolean(),
  gender: z.enum(genderValues).nullable(),
  'sms-subscribe': z.boolean(),
  'news-subscribe': z.boolean(),
  iin: z.string().nullable(),
});
export type UserAttributes = z.infer<typeof userAttributesSchema>;

/** A signed-in shopper; `meta.hint` is 'registration' when this login created the account. */
export const userResourceSchema = z.object({
  id: z.string(),
  type: z.literal('user'),
  attributes: userAttributesSchema,
  meta: z.object({ hint: z.literal('registration').nullable() }).optional(),
});
export type UserResource = z.infer<typeof userResourceSchema>;

/** GET /api/sklv/v5/profile/: everyone has one; a guest's carries `isGuest: true` and empty attributes. */
export const profileResponseSchema = z.object({
  data: z.object({ id: z.string(), type: z.literal('user'), isGuest: z.boolean(), attributes: userAttributesSchema }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /api/sklv/v5/profile/?standalone=true (the app's web views). */
export const profileQuerySchema = z.object({ standalone: z.enum(['true', 'false']).optional() });
