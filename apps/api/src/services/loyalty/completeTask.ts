// Completing a task (issue 7): the event that completes it (a bought-out order, a review, a filled
// profile, a subscription) calls this inside its own transaction, so the completion row, the bonus
// credit and the bell message commit or roll back with the event. The unique index on (task, user)
// makes it happen once: a second event inserts nothing, credits nothing and tells no one.
import { taskCenterSubject, type TaskType } from '@ornament/api-contract';
import { countries } from '@ornament/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { loyaltyLedger, taskCompletions, tasks, users } from '../../db/schema';
import { sendMessage } from '../messaging/send';
import { activeTaskWhere } from './taskMatch';
import type { Storefront } from './storefront';
import { completedTaskDescription, completedTaskTitle, taskLedgerComment, tasksCenterLink } from './taskTexts';

export interface Completion {
  /** The event id (tasks-center/event/{id}). */
  id: number;
  taskId: number;
  bonusAmount: number;
}

/**
 * `cause` records what completed it ('order:4100123', 'review:17', 'profile', 'subscription').
 * Null when nothing happened: a guest (fake user), no active task of that type for the storefront,
 * or the task already completed.
 */
export async function completeTask(tx: Db, userId: string, type: TaskType, cause: string, now: Date, storefront?: Storefront): Promise<Completion | null> {
  const [user] = await tx.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.isGuest) return null;
  const [task] = await tx
    .select({ id: tasks.id, title: tasks.title, bonusAmount: tasks.bonusAmount })
    .from(tasks)
    .where(and(eq(tasks.type, type), activeTaskWhere(storefront)))
    .limit(1);
  if (!task) return null;
  const [inserted] = await tx
    .insert(taskCompletions)
    .values({ taskId: task.id, userId, bonusAmount: task.bonusAmount, cause, completedAt: now })
    .onConflictDoNothing()
    .returning({ id: taskCompletions.id });
  if (!inserted) return null;
  // Available at once (unlike order accruals, which wait for the return window): the basket may spend it now.
  if (task.bonusAmount > 0) {
    // Credited in the currency of the storefront it was done on (roubles when none is known).
    const currency = storefront ? countries[storefront.country].currency : 'RUB';
    await tx.insert(loyaltyLedger).values({ userId, program: 'bonus', currency, amount: task.bonusAmount, reason: 'task', comment: taskLedgerComment(task.title), availableAt: now, createdAt: now });
  }
  await sendMessage(tx, {
    userId,
    subject: taskCenterSubject,
    title: completedTaskTitle,
    description: completedTaskDescription(task.title, task.bonusAmount),
    link: tasksCenterLink,
    rawData: { task_id: task.id },
    source: 'task',
  });
  return { id: inserted.id, taskId: task.id, bonusAmount: task.bonusAmount };
}
