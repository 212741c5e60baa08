// A task as the tasks centre answers it (spec 1 §3 "Task"): point-count is the reward on offer;
// bonusAmount and completedAt are what a completion credited and when (0 and null until then), except
// for task/{id}, which answers the reward itself ("bonuses for a task").
import type { Task } from '@ornament/api-contract';
import type { taskCompletions, tasks } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type CompletionRow = Pick<typeof taskCompletions.$inferSelect, 'bonusAmount' | 'completedAt'>;

export function taskOf(row: TaskRow, completion: CompletionRow | null): Task {
  const completed = completion !== null;
  return {
    id: row.id,
    type: row.type,
    attributes: {
      title: row.title,
      sticker: row.sticker,
      'point-count': row.bonusAmount,
      image: row.image,
      completed_image: row.completedImage,
      completed,
    },
    message: row.message,
    bonusAmount: completion?.bonusAmount ?? 0,
    imageUrl: completed ? row.completedImage : row.image,
    completedAt: completion?.completedAt.toISOString() ?? null,
    full: row.full,
  };
}
