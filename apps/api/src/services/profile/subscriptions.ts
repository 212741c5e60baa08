// Reads and writes a shopper's subscriptions: kinds mirroring a profile flag live in users (so the
// profile's sms-subscribe/news-subscribe and this list agree); the others in user_subscriptions.
import type { Subscription } from '@ornament/api-contract';
import { type SubscriptionKind, subscriptionKinds } from '@ornament/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { userSubscriptions, users } from '../../db/schema';
import type { Storefront } from '../loyalty/storefront';
import { completeSubscriptionTask } from './profileTasks';

const flagColumns = { 'news-subscribe': 'newsSubscribe', 'sms-subscribe': 'smsSubscribe', 'mobile-push': 'mobilePush' } as const;

function channelOf(kind: SubscriptionKind): Subscription['attributes']['channel'] {
  if (kind.email) return 'email';
  return kind.code === 'mobile-push' ? 'push' : 'sms';
}

export async function subscriptionsOf(db: Db, userId: string): Promise<Subscription[]> {
  const [flags] = await db.select({ newsSubscribe: users.newsSubscribe, smsSubscribe: users.smsSubscribe, mobilePush: users.mobilePush }).from(users).where(eq(users.id, userId));
  const rows = await db.select({ kind: userSubscriptions.kind, isChecked: userSubscriptions.isChecked }).from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  const answered = new Map(rows.map((row) => [row.kind, row.isChecked]));
  return subscriptionKinds.map((kind) => ({
    id: kind.code,
    type: 'subscription' as const,
    attributes: {
      title: kind.title,
      description: kind.description,
      isChecked: kind.profileFlag && flags ? flags[flagColumns[kind.profileFlag]] : (answered.get(kind.code) ?? kind.defaultChecked),
      channel: channelOf(kind),
    },
  }));
}

/**
 * Applies the wanted states in one transaction; every code must be a known kind (checked by the
 * caller). A kind going from off to on completes the Subscription task (issue 7) in the same transaction.
 */
export async function setSubscriptions(db: Db, userId: string, wanted: readonly { kind: SubscriptionKind; isChecked: boolean }[], storefront?: Storefront): Promise<void> {
  await db.transaction(async (tx) => {
    const before = new Map((await subscriptionsOf(tx, userId)).map((subscription) => [subscription.id, subscription.attributes.isChecked]));
    for (const { kind, isChecked } of wanted) {
      if (kind.profileFlag) {
        await tx.update(users).set({ [flagColumns[kind.profileFlag]]: isChecked, updatedAt: new Date() }).where(eq(users.id, userId));
      } else {
        await tx
          .insert(userSubscriptions)
          .values({ userId, kind: kind.code, isChecked })
          .onConflictDoUpdate({ target: [userSubscriptions.userId, userSubscriptions.kind], set: { isChecked, updatedAt: sql`now()` } });
      }
    }
    const switchedOn = wanted.filter(({ kind, isChecked }) => isChecked && before.get(kind.code) !== true).map(({ kind }) => kind.code);
    await completeSubscriptionTask(tx, userId, switchedOn, storefront);
  });
}
