/** Fallback page for unexpected interface errors (spec 1 §4). */
export const fallbackPageMessages = {
  title: 'Упс! Что-то пошло не так.',
  reload: 'Обновить страницу', // own wording
  toMainPage: 'На главную', // own wording
} as const;
