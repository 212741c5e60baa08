// The login modal's texts (spec 3 §4, §8). The spec quotes 'Неверный логин или пароль',
// 'Восстановить' and 'Отправить код повторно'; the rest is own wording. Server errors carry their own
// detail; these are the fallbacks when a detail is missing, so every code reaches the shopper.

export const authModalMessages = {
  phoneTitle: 'Вход или регистрация',
  phoneLead: 'Введите номер телефона — мы пришлём код для входа',
  phoneLabel: 'Номер телефона',
  smsSubscribe: 'Получать SMS об акциях и скидках',
  newsSubscribe: 'Получать новости и предложения на e-mail',
  getCode: 'Получить код',
  loginByEmail: 'Войти по e-mail',
  captchaTitle: 'Подтвердите, что вы не робот',
  captchaImageAlt: 'Символы для проверки',
  captchaLabel: 'Символы с картинки',
  captchaRefresh: 'Показать другую картинку',
  captchaSubmit: 'Продолжить',
  codeTitle: 'Введите код из SMS',
  flashCallTitle: 'Введите код из звонка',
  flashCallLead: 'Сейчас вам позвонят. Введите последние цифры номера, с которого поступит звонок',
  codeLabel: 'Код',
  login: 'Войти',
  resend: 'Отправить код повторно',
  changePhone: 'Изменить номер',
  restoreTitle: 'Аккаунт был удалён',
  restoreLead: 'Восстановите аккаунт, чтобы вернуть заказы, бонусы и избранное',
  restore: 'Восстановить',
  emailTitle: 'Вход по e-mail',
  emailLabel: 'E-mail',
  passwordLabel: 'Пароль',
  loginByPhone: 'Войти по номеру телефона',
  fillProfileTitle: 'Расскажите о себе',
  nameLabel: 'Имя',
  surnameLabel: 'Фамилия',
  birthdayLabel: 'Дата рождения',
  genderLabel: 'Пол',
  genderFemale: 'Женский',
  genderMale: 'Мужской',
  save: 'Сохранить',
  skip: 'Пропустить',
  retry: 'Повторить',
  close: 'Закрыть',
  loading: 'Загрузка…',
  genericError: 'Что-то пошло не так. Попробуйте ещё раз',
} as const;

/** 'Мы отправили код на +7 (999) 000-00-01'. */
export function codeSentText(phone: string): string {
  return `Мы отправили код на ${phone}`;
}

/** The resend countdown: 'Отправить код повторно через 42 с'. */
export function resendCountdownText(seconds: number): string {
  return `${authModalMessages.resend} через ${seconds} с`;
}

/** The fill-profile record's bonus: 'Заполните профиль и получите 300 бонусов'. */
export function fillProfileBonusText(count: number): string {
  return `Заполните профиль и получите ${count} бонусов`;
}

/** Fallback per error code of spec 3 §8 (and this project's ticket, restore and e-mail codes). */
export const authErrorMessages = {
  send_sms_error: 'Не удалось отправить SMS. Попробуйте ещё раз',
  invalid_tel: 'Неверный номер телефона',
  empty_tel: 'Введите номер телефона',
  limit_time: 'Новый код можно запросить чуть позже',
  bad_response: 'Сервис входа временно недоступен. Попробуйте позже',
  incorrect_code_captcha: 'Символы с картинки введены неверно',
  invalid_code: 'Неверный код',
  limit_attempts: 'Превышено число попыток ввода кода. Запросите новый код',
  time_expired: 'Срок действия кода истёк. Запросите новый код',
  limit_interval_attempts_sec: 'Слишком много попыток. Подождите несколько секунд',
  limit_interval_attempts_min: 'Слишком много попыток. Подождите минуту',
  verification_code_invalid: 'Код недействителен. Запросите новый код',
  daily_limit: 'Превышен дневной лимит входов. Попробуйте завтра',
  email_unauthorized: 'Неверный логин или пароль',
  ticket_invalid: 'Ссылка для входа устарела или недействительна',
  restore_invalid: 'Не удалось восстановить аккаунт. Войдите заново',
} as const;
