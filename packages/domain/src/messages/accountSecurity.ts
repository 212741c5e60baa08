// Texts of the profile's sensitive changes (issue 19 finding 10): the confirmation code to the
// account's phone before the e-mail changes or a first password is set, and the letter whose link
// confirms a new e-mail. An object of its own, so only the pages and calls that use it carry it.

export const accountSecurityMessages = {
  // The API's answers (shown under the field they point at).
  codeRequired: 'Получите код и введите его из SMS',
  noPhone: 'К аккаунту не привязан телефон: подтвердить изменение нечем',
  sendMailError: 'Не удалось отправить письмо. Попробуйте ещё раз чуть позже',
  linkInvalid: 'Ссылка недействительна или устарела. Укажите адрес в профиле ещё раз, и мы пришлём новое письмо',
  // The forms.
  getCode: 'Получить код',
  getCodeAgain: 'Получить код ещё раз',
  codeLabel: 'Код из SMS',
  codeSending: 'Отправляем код…',
  codeSent: 'Код отправлен на телефон аккаунта',
  codeHint: 'Изменить e-mail или задать первый пароль можно только с кодом из SMS',
  codeFailed: 'Не удалось отправить код. Попробуйте ещё раз чуть позже',
  pending: 'ожидает подтверждения',
  // The confirmation page (/confirm-email/).
  confirmTitle: 'Подтверждение адреса',
  confirmLead: 'Нажмите кнопку, чтобы подтвердить адрес электронной почты.',
  confirmAction: 'Подтвердить адрес',
  confirmed: 'Адрес подтверждён',
  confirmedText: 'Теперь с этим адресом и паролем можно входить в личный кабинет.',
  confirmFailed: 'Не удалось подтвердить адрес. Попробуйте ещё раз чуть позже',
  toProfile: 'Перейти в профиль',
} as const;

/** Shown after a save that changed the e-mail. */
export function mailSentText(email: string): string {
  return `Мы отправили письмо на ${email}. Перейдите по ссылке, чтобы подтвердить адрес.`;
}

/** The confirmation code's SMS: it names what it is for, so it is not mistaken for a login code. */
export function confirmationCodeSms(code: string): string {
  return `Код для подтверждения изменений в профиле: ${code}. Никому его не сообщайте`;
}

/** The letter that confirms a new e-mail. */
export function confirmEmailLetter(link: string): { subject: string; body: string } {
  return {
    subject: 'Подтвердите адрес электронной почты',
    body: [
      'Здравствуйте!',
      '',
      'Этот адрес указали в профиле личного кабинета. Чтобы подтвердить его, откройте ссылку:',
      link,
      '',
      'Ссылка действует 24 часа. Если это были не вы, просто не открывайте её: адрес не изменится.',
    ].join('\n'),
  };
}
