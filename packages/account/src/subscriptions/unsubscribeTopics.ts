import { type SubscriptionKind, subscriptionKinds } from '@ornament/domain';

/**
 * The e-mail kinds an unsubscribe link turns off, as the API will: the one its topic names, or every
 * e-mail kind without one. An unknown topic names none (the API refuses it with its own message).
 */
export function unsubscribeTopics(topic: string | undefined): SubscriptionKind[] {
  const emails = subscriptionKinds.filter((kind) => kind.email);
  return topic === undefined ? emails : emails.filter((kind) => kind.code === topic);
}
