// The notification centre's words (spec 1 §2, §4; spec 3 §4): the bell, the messages modal, the
// /personal/notifications/ page and the task toast.
import { formatBonus } from '../format/counts';
import { plural } from '../format/plural';

/** The bell's own words: the header carries them on every page, so kept apart from the centre's. */
export const bellMessages = {
  bell: 'Уведомления',
  unreadCount: (count: number) => `${count} ${plural(count, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}`,
} as const;

export const notificationMessages = {
  modalTitle: 'Уведомления',
  pageTitle: 'Уведомления',
  empty: 'Новых уведомлений нет',
  loadFailed: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  markRead: 'Прочитано',
  remove: 'Удалить',
  undo: 'Вернуть',
  removed: 'Уведомление удалено',
  open: 'Подробнее',
  unreadLabel: 'Новое',
  newMessage: 'Новое уведомление',
  taskDone: 'Задание выполнено!',
} as const;

/** The task toast's text: '' when there is nothing to credit, so the toast shows the title alone. */
export function taskToastText(bonusAmount: number): string {
  if (!Number.isFinite(bonusAmount) || bonusAmount <= 0) return '';
  return `Вам начислено ${formatBonus(bonusAmount)}`;
}
