// GET and PATCH user/{id}/ (spec 3 §7): the profile form and the modal's registration patch. The
// server checks each field's rule and answers every broken one at once: 422 with one error per field,
// `source.pointer` '/data/attributes/<field>' and the message as `detail` (spec 3 §5 "Other rules").
import { z } from 'zod';
import { genderValues, userResourceSchema } from './profile';
import { confirmationMetaSchema } from './security';

const text = z.string().max(1000);

/** What a shopper may change; the phone is the login and is not editable here. Empty string clears a field. */
export const userEditableAttributesSchema = z.object({
  name: text.nullable().optional(),
  surname: text.nullable().optional(),
  patronymic: text.nullable().optional(),
  email: text.nullable().optional(),
  /** 'YYYY-MM-DD'. */
  birthday: text.nullable().optional(),
  gender: z.enum(genderValues).nullable().optional(),
  /** KZ storefront only. */
  iin: text.nullable().optional(),
  'sms-subscribe': z.boolean().optional(),
  'news-subscribe': z.boolean().optional(),
  'mobile-push': z.boolean().optional(),
});
export type UserEditableAttributes = z.infer<typeof userEditableAttributesSchema>;

export const userPatchBodySchema = z.object({
  data: z.object({ id: z.string().max(64).optional(), type: z.literal('user'), attributes: userEditableAttributesSchema }),
  /**
   * Issue 19 finding 10: a changed e-mail needs `meta.code`, a fresh code from POST confirmation-code/;
   * the new address then waits as `pending-email` until the link sent to it is opened.
   */
  meta: confirmationMetaSchema.optional(),
});
export type UserPatchBody = z.infer<typeof userPatchBodySchema>;

export const userResponseSchema = z.object({
  data: userResourceSchema,
  /** Whether a password for the e-mail login is set (the form then asks for the current one). */
  meta: z.object({
    'has-password': z.boolean(),
    /** A new e-mail waiting for its confirmation link; `email` stays the confirmed one until then. */
    'pending-email': z.string().nullable().optional(),
  }),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET fill-profile: the fields still empty and the bonus for filling them (spec 3 §3). */
export const fillProfileResponseSchema = z.object({
  data: z.object({
    type: z.literal('fill-profile'),
    attributes: z.object({
      'count-bonus': z.number().int(),
      fields: z.array(z.enum(['name', 'surname', 'email', 'birthday', 'gender'])),
      /** How many of the fields are filled (0 to `total-steps`). */
      step: z.number().int(),
      'total-steps': z.number().int(),
    }),
  }),
});
export type FillProfileResponse = z.infer<typeof fillProfileResponseSchema>;
