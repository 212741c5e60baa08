// The local payment driver's acquiring page (GET, HTML without scripts) and its decision (a form
// POST of `decision`), both at paths.paymentSandbox(id). Answers are HTML and redirects, so only the
// inputs are schemas.
import { z } from 'zod';
import { paymentDecisions } from './constants';

export const paymentSandboxParamsSchema = z.object({ paymentId: z.uuid() });
export const paymentSandboxBodySchema = z.object({ decision: z.enum(paymentDecisions) });
export type PaymentSandboxBody = z.infer<typeof paymentSandboxBodySchema>;
