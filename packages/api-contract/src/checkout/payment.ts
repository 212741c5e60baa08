// The local payment driver's acquiring page (GET, HTML without scripts) and its decision (a form
// POST of `decision`), both at paths.paymentSandbox(id). Answers are HTML and redirects, so only the
// inputs are schemas.
import { z } from 'zod';
import { paymentDecisions } from './constants';

/** A payment of ours in a path (the sandbox page, the pay link). */
export const paymentParamsSchema = z.object({ paymentId: z.uuid() });
export const paymentSandboxParamsSchema = paymentParamsSchema;
export const paymentSandboxBodySchema = z.object({ decision: z.enum(paymentDecisions) });
export type PaymentSandboxBody = z.infer<typeof paymentSandboxBodySchema>;

/** A remote acquirer's notification: only the payment's id is read; its state is fetched back from the provider. */
export const paymentNotificationBodySchema = z.object({
  type: z.literal('notification'),
  event: z.string().min(1).max(64),
  object: z.object({ id: z.string().min(1).max(64) }),
});
export type PaymentNotificationBody = z.infer<typeof paymentNotificationBodySchema>;
export const paymentNotificationParamsSchema = z.object({ provider: z.enum(['yookassa']) });
