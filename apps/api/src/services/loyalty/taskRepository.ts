// Reads of the tasks centre: the storefront's active tasks with the shopper's completions, the
// completed list, one completion (event) and one task.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { taskCompletions, tasks } from '../../db/schema';
import { activeTaskWhere } from './taskMatch';
import type { CompletionRow, TaskRow } from './taskView';
import type { Storefront } from './storefront';

export interface TaskWithCompletion {
  task: TaskRow;
  completion: CompletionRow | null;
}

const completionColumns = { bonusAmount: taskCompletions.bonusAmount, completedAt: taskCompletions.completedAt };

/** Active tasks of the storefront in their order; `userId` null (a guest) completes none. */
export async function activeTasksFor(db: Db, storefront: Storefront, userId: string | null): Promise<TaskWithCompletion[]> {
  const rows = await db.select().from(tasks).where(activeTaskWhere(storefront)).orderBy(asc(tasks.sortOrder), asc(tasks.id));
  if (!userId || rows.length === 0) return rows.map((task) => ({ task, completion: null }));
  const done = await db.select({ taskId: taskCompletions.taskId, ...completionColumns }).from(taskCompletions).where(eq(taskCompletions.userId, userId));
  const byTask = new Map(done.map((row) => [row.taskId, row]));
  return rows.map((task) => ({ task, completion: byTask.get(task.id) ?? null }));
}

/** Everything the shopper completed, newest first, even tasks switched off since (the history stays). */
export async function completedTasksOf(db: Db, userId: string): Promise<TaskWithCompletion[]> {
  const rows = await db
    .select({ task: tasks, completion: completionColumns })
    .from(taskCompletions)
    .innerJoin(tasks, eq(tasks.id, taskCompletions.taskId))
    .where(eq(taskCompletions.userId, userId))
    .orderBy(desc(taskCompletions.completedAt), desc(taskCompletions.id));
  return rows;
}

/** One completion (event) of this shopper; someone else's is as unknown as a missing one. */
export async function completionEventOf(db: Db, userId: string, eventId: number): Promise<TaskWithCompletion | null> {
  const [row] = await db
    .select({ task: tasks, completion: completionColumns })
    .from(taskCompletions)
    .innerJoin(tasks, eq(tasks.id, taskCompletions.taskId))
    .where(and(eq(taskCompletions.id, eventId), eq(taskCompletions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** An active task of the storefront with the shopper's completion, if any. */
export async function activeTaskOf(db: Db, taskId: number, storefront: Storefront, userId: string | null): Promise<TaskWithCompletion | null> {
  const [task] = await db.select().from(tasks).where(and(eq(tasks.id, taskId), activeTaskWhere(storefront))).limit(1);
  if (!task) return null;
  if (!userId) return { task, completion: null };
  const [completion] = await db
    .select(completionColumns)
    .from(taskCompletions)
    .where(and(eq(taskCompletions.taskId, taskId), eq(taskCompletions.userId, userId)))
    .limit(1);
  return { task, completion: completion ?? null };
}
