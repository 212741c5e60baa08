// Profile events that complete tasks (issue 7), run inside the profile write's transaction:
// FillProfile once every fill-profile field is filled (the same fields the fill-profile record counts,
// so its count-bonus and this credit are one bonus), Subscription when a kind goes from off to on.
import { missingProfileFields } from '@ornament/domain';
import type { Db } from '../../db';
import { completeTask } from '../loyalty/completeTask';
import type { Storefront } from '../loyalty/storefront';
import type { UserRow } from './userResource';

type SubscriptionFlags = Pick<UserRow, 'smsSubscribe' | 'newsSubscribe' | 'mobilePush'>;

const flagKinds: Record<keyof SubscriptionFlags, string> = { smsSubscribe: 'sms-subscribe', newsSubscribe: 'news-subscribe', mobilePush: 'mobile-push' };

/** After PATCH user/{id}: `before` holds the subscription flags as they were. */
export async function completeProfileTasks(tx: Db, before: SubscriptionFlags, after: UserRow, storefront: Storefront, now = new Date()): Promise<void> {
  if (missingProfileFields(after).length === 0) await completeTask(tx, after.id, 'FillProfile', 'profile', now, storefront);
  const switchedOn = (Object.keys(flagKinds) as (keyof SubscriptionFlags)[]).filter((flag) => after[flag] && !before[flag]).map((flag) => flagKinds[flag]);
  await completeSubscriptionTask(tx, after.id, switchedOn, storefront, now);
}

/** `switchedOn`: the subscription kinds (codes) this write turned on; nothing happens for none. */
export async function completeSubscriptionTask(tx: Db, userId: string, switchedOn: readonly string[], storefront: Storefront | undefined, now = new Date()): Promise<void> {
  if (switchedOn.length > 0) await completeTask(tx, userId, 'Subscription', `subscription:${switchedOn.join(',')}`, now, storefront);
}
