// The seeded accounts' task state (issue 7), reset on every seed so the demo can be tried again: their
// completions, the bonuses those credited and the bell messages they sent are replaced by the seeded
// ones. Anna (the shopper) has filled her profile and had orders bought out, so those two tasks are
// done; the review and subscription tasks are left for her to try.
import type { TaskType } from '@ornament/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { loyaltyLedger, messages, taskCompletions, tasks } from '../../schema';
import { taskLedgerComment } from '../../../services/loyalty/taskTexts';
import type { SeededUserKey } from '../users';

const day = 24 * 60 * 60 * 1000;

const completed: readonly { user: SeededUserKey; type: TaskType; cause: string; daysAgo: number }[] = [
  { user: 'shopper', type: 'FirstOrder', cause: 'order:seed', daysAgo: 40 },
  { user: 'shopper', type: 'FillProfile', cause: 'profile', daysAgo: 20 },
];

export async function seedTaskCompletions(tx: Db, userIds: Record<SeededUserKey, string>, today: Date): Promise<void> {
  const seeded = Object.values(userIds);
  await tx.delete(taskCompletions).where(inArray(taskCompletions.userId, seeded));
  await tx.delete(loyaltyLedger).where(and(inArray(loyaltyLedger.userId, seeded), eq(loyaltyLedger.reason, 'task')));
  await tx.delete(messages).where(and(inArray(messages.userId, seeded), eq(messages.source, 'task')));
  const rows = await tx.select({ id: tasks.id, type: tasks.type, title: tasks.title, bonusAmount: tasks.bonusAmount }).from(tasks);
  for (const entry of completed) {
    const task = rows.find((row) => row.type === entry.type);
    if (!task) continue;
    const at = new Date(today.getTime() - entry.daysAgo * day);
    const userId = userIds[entry.user];
    await tx.insert(taskCompletions).values({ taskId: task.id, userId, bonusAmount: task.bonusAmount, cause: entry.cause, completedAt: at });
    await tx.insert(loyaltyLedger).values({ userId, program: 'bonus', amount: task.bonusAmount, reason: 'task', comment: taskLedgerComment(task.title), availableAt: at, createdAt: at });
  }
}
