// What a task still brings a shopper: its reward while it is active for the storefront and not yet
// completed, else 0. The fill-profile record's count-bonus reads it, so the profile form promises
// exactly what the FillProfile task credits (one bonus, not two).
import type { TaskType } from '@ornament/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { taskCompletions, tasks } from '../../db/schema';
import { activeTaskWhere } from './taskMatch';
import type { Storefront } from './storefront';

export async function pendingTaskReward(db: Db, userId: string, type: TaskType, storefront: Storefront): Promise<number> {
  const [row] = await db
    .select({ bonusAmount: tasks.bonusAmount, completionId: taskCompletions.id })
    .from(tasks)
    .leftJoin(taskCompletions, and(eq(taskCompletions.taskId, tasks.id), eq(taskCompletions.userId, userId)))
    .where(and(eq(tasks.type, type), activeTaskWhere(storefront)))
    .limit(1);
  return row && row.completionId === null ? row.bonusAmount : 0;
}
