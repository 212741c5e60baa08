/** Request forms: franchise, atelier, trade-in and the like (spec 1 §8). */
export const formMessages = {
  successTitle: 'Заявка успешно отправлена',
  successText: 'Мы с Вами свяжемся в течение 1-2 рабочих дней для уточнения деталей',
  failureTitle: 'Ошибка отправки',
  failureText: 'Попробуйте отправить форму еще раз',
} as const;
