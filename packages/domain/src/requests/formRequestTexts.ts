// The franchise and atelier forms (spec 2 §2, §3 "Franchise state", §8): their result texts, labels
// and the server's field messages.
export const formRequestKinds = ['franchise', 'atelier', 'gift_cards'] as const;
export type FormRequestKind = (typeof formRequestKinds)[number];

export const formRequestResultTexts = {
  successTitle: 'Заявка успешно отправлена',
  successText: 'Мы с Вами свяжемся в течение 1-2 рабочих дней для уточнения деталей',
  failureTitle: 'Ошибка отправки',
  failureText: 'Попробуйте отправить форму еще раз',
} as const;

export const formRequestLabels = {
  franchiseTitle: 'Франшиза',
  franchiseLead: 'Откройте ювелирный магазин под нашим брендом. Оставьте заявку — менеджер расскажет об условиях.',
  atelierTitle: 'Ателье: изделие на заказ',
  atelierLead: 'Опишите украшение, которое хотите заказать, — мастера ателье изготовят его по вашему эскизу или по образцу из каталога.',
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  city: 'Город',
  message: 'Сообщение',
  productDescription: 'Описание изделия',
  article: 'Артикул (если есть)',
  captcha: 'Символы с картинки',
  captchaAlt: 'Картинка с символами',
  captchaRefresh: 'Обновить картинку',
  send: 'Отправить заявку',
  sending: 'Отправляем…',
} as const;

export const formRequestServerMessages = {
  name: 'Укажите имя',
  phone: 'Укажите корректный номер телефона',
  email: 'Укажите корректный e-mail',
  city: 'Укажите город',
  productDescription: 'Опишите изделие',
  article: 'Артикул — от 3 до 20 букв и цифр',
  captcha: 'Неверно введены символы с картинки',
  tooMany: 'Слишком много заявок. Попробуйте позже.',
  sent: 'Заявка успешно отправлена',
} as const;

export const formRequestLimits = {
  /** Requests per IP within the window (any form). */
  perIp: 10,
  windowMs: 10 * 60_000,
  textMax: 2000,
  fieldMax: 120,
} as const;
