// The tasks centre, the bonus balance, personal offers and the bonus programme page (spec 1 §3–§4,
// spec 3 §2–§4). The spec names these elements but not their words (own wording); bonus counts
// come in formatted by formatBonus (бонус/бонуса/бонусов), dates by formatDate (dd.MM.yy).

export const bonusReasonLabels = {
  welcome: 'Приветственные бонусы',
  accrual: 'Начисление за покупку',
  spend: 'Оплата заказа',
  refund: 'Возврат бонусов',
  task: 'Выполненное задание',
  expire: 'Сгорание бонусов',
  adjustment: 'Корректировка',
} as const;

export const personalOfferKindLabels = {
  'special-offer': 'Специальное предложение',
  personal: 'Персональное предложение',
  partner: 'Предложение партнёра',
} as const;

export const loyaltyMessages = {
  tasksTitle: 'Задания и бонусы',
  tasksLoadError: 'Не удалось загрузить задания. Обновите страницу или попробуйте позже.',

  // Balance.
  balanceTitle: 'Бонусный счёт',
  balanceAvailable: 'Доступно',
  balancePending: 'Ожидают начисления',
  balanceLoadError: 'Не удалось загрузить бонусный счёт',
  historyTitle: 'Последние операции',
  historyEmpty: 'Операций с бонусами пока не было',
  programmeLink: 'Как работает бонусная программа',

  // Tasks.
  activeTitle: 'Задания',
  activeText: 'Выполняйте задания и получайте бонусы на следующие покупки.',
  activeEmpty: 'Все задания выполнены. Новые появятся здесь.',
  completedTitle: 'Выполненные задания',
  completedEmpty: 'Вы ещё не выполнили ни одного задания',
  completedOn: (date: string) => `Выполнено ${date}`,
  credited: (bonus: string) => `Начислено ${bonus}`,
  reward: (bonus: string) => `+${bonus}`,
  taskDone: 'Выполнено',
  taskOpen: 'Не выполнено',
  taskNotFound: 'Задание не найдено',
  eventNotFound: 'Такого выполненного задания нет',
  allTasks: 'Все задания',

  // Personal offers.
  offersTitle: 'Персональные предложения',
  offersEmpty: 'Сейчас для вас нет персональных предложений',
  offersLoadError: 'Не удалось загрузить предложения. Обновите страницу или попробуйте позже.',
  coupon: 'Купон',
  promocode: 'Промокод',
  copy: 'Скопировать',
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать, выделите текст вручную',
  rules: 'Правила акции',
  useOnline: 'На сайте',
  useRetail: 'В магазинах',
  validUntil: (date: string) => `Действует до ${date}`,
  discount: 'Скидка',

  // Product page.
  productOfferTitle: 'Ваше персональное предложение',
  priceWithOffer: 'Цена по предложению',

  // Bonus programme page.
  partnerTitle: 'Код партнёра',
  partnerText: (bonus: string) => `Друг получит ${bonus} на первую покупку по вашему коду, а вы — бонусы за его заказ.`,
  partnerCode: 'Ваш код',
  partnerLink: 'Ссылка с вашим кодом',
  yourBalance: 'Ваш бонусный счёт',
  servicesTitle: 'Сервисы',
} as const;
