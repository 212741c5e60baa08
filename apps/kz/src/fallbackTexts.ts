// The fallback page's texts (spec 1 §4) for the client error boundaries. They live here rather than
// being imported from @ornament/domain because its entry point would put the whole tenant and city
// data into the browser bundle; fallbackTexts.test.ts keeps them equal to the domain's.
export const fallbackTexts = {
  title: 'Упс! Что-то пошло не так.',
  reload: 'Обновить страницу',
  toMainPage: 'На главную',
} as const;
