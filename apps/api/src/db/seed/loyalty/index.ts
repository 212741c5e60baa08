// Issue 7's seed: the tasks, the seeded accounts' completed tasks and their personal offers.
import type { Db } from '../../client';
import type { SeededUserKey } from '../users';
import { seedTaskCompletions } from './completions';
import { seedPersonalOffers } from './personalOffers';
import { seedTaskList } from './tasks';

export async function seedTasksAndOffers(tx: Db, userIds: Record<SeededUserKey, string>, today: Date, clock = new Date()): Promise<void> {
  await seedTaskList(tx);
  await seedTaskCompletions(tx, userIds, today);
  await seedPersonalOffers(tx, userIds, { today, clock });
}
