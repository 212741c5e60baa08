// Subscriptions (spec 3 §4, §7): the list with isChecked, toggled by a UserSubscriptionForm array, and
// the unsubscribe link of an e-mail (change-subscribes-mindbox with a signed token and optional topic).
import { z } from 'zod';

export const subscriptionSchema = z.object({
  /** The kind's code ('email-news', 'sms-news', …, 'mobile-push'). */
  id: z.string(),
  type: z.literal('subscription'),
  attributes: z.object({ title: z.string(), description: z.string(), isChecked: z.boolean(), channel: z.enum(['email', 'sms', 'push']) }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionsResponseSchema = z.object({ data: z.array(subscriptionSchema) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/** UserSubscriptionForm: one kind and its wanted state. */
export const userSubscriptionFormSchema = z.object({ id: z.string().max(64), isChecked: z.boolean() });
export type UserSubscriptionForm = z.infer<typeof userSubscriptionFormSchema>;

export const subscriptionsBodySchema = z.object({ data: z.array(userSubscriptionFormSchema).min(1).max(20) });
export type SubscriptionsBody = z.infer<typeof subscriptionsBodySchema>;

export const changeSubscribesMindboxBodySchema = z.object({
  token: z.string().max(400),
  /** One e-mail kind to leave; without it, every e-mail kind the token allows. */
  topic: z.string().max(64).optional(),
});
export type ChangeSubscribesMindboxBody = z.infer<typeof changeSubscribesMindboxBodySchema>;

export const changeSubscribesMindboxResponseSchema = z.object({
  data: z.object({ type: z.literal('unsubscribe'), attributes: z.object({ topics: z.array(z.string()) }) }),
});
export type ChangeSubscribesMindboxResponse = z.infer<typeof changeSubscribesMindboxResponseSchema>;
