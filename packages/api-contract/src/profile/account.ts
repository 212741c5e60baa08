// Password and account deletion (spec 3 §7: user/change-password/, user/deactivate/ with ProfileDeleteForm).
import { z } from 'zod';
import { confirmationMetaSchema } from './security';

export const changePasswordBodySchema = z.object({
  data: z.object({
    type: z.literal('change-password'),
    attributes: z.object({
      /** Required when a password is already set. */
      'current-password': z.string().max(200).optional(),
      password: z.string().max(200),
      'password-confirm': z.string().max(200),
    }),
  }),
  /** Issue 19 finding 10: a first password (none set yet) needs `meta.code`, a fresh code from POST confirmation-code/. */
  meta: confirmationMetaSchema.optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  data: z.object({ type: z.literal('change-password'), attributes: z.object({ 'has-password': z.literal(true) }) }),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** ProfileDeleteForm: the reason's id (an item of content area reasons-deletion) and a free message. */
export const profileDeleteFormSchema = z.object({ id: z.string().max(40), message: z.string().max(5000).default('') });
export type ProfileDeleteForm = z.input<typeof profileDeleteFormSchema>;

/** The account is deactivated and the session is a guest's again (the `signed_in` flag is cleared). */
export const deactivateResponseSchema = z.object({
  data: z.object({ type: z.literal('deactivate'), attributes: z.object({ 'deactivated-at': z.string() }) }),
});
export type DeactivateResponse = z.infer<typeof deactivateResponseSchema>;
