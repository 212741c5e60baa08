export const authMessages = {
  /** After ?error=unauthorized in phone mode (spec 2 §8, spec 3 §4); code email_unauthorized. */
  wrongLoginOrPassword: 'Неверный логин или пароль',
} as const;
