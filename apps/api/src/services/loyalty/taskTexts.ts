// Shopper-facing texts of a completed task: the bell message (subject task_center, spec 1 §3) and the
// ledger row's comment in the bonus history. The toast shows the description, so it names the reward
// with the right plural (бонус/бонуса/бонусов, spec 1 §4).
import { formatBonus } from '@ornament/domain';

/** Where the message leads: the tasks centre (spec 1 §2). */
export const tasksCenterLink = '/personal/tasks-center/';

export const completedTaskTitle = 'Задание выполнено';

export function completedTaskDescription(taskTitle: string, bonusAmount: number): string {
  return bonusAmount > 0 ? `«${taskTitle}»: вам начислено ${formatBonus(bonusAmount)}, их можно потратить сразу.` : `«${taskTitle}»`;
}

export function taskLedgerComment(taskTitle: string): string {
  return `Задание «${taskTitle}»`;
}
