// Shopper-facing texts the specs quote, verbatim and grouped by feature, for every package to share.
// Templated texts are functions; amounts and dates come in already formatted (formatPrice,
// formatDate), so a template never guesses a currency. Texts marked "own wording" are not quoted by
// the spec, which names the element but not its words.

/** Generic request-layer failures (spec 1 §8, spec 2 §8, spec 3 §8). English, as the spec gives them. */
export const clientErrorMessages = {
  nonSerializableErrorResponse: 'Non-serializable api error response',
  nonSerializableResponse: 'Non-serializable api response',
  fetchError: 'fetch error',
  nonSerializableFetchError: 'Non-serializable fetch error',
  /** Banner fetch failure fallback (spec 3 §8). */
  nonSerializableError: 'Non-serializable error',
  iconImportFailed: 'Error while importing icon',
} as const;

/** Server message fragments the client recognises (spec 2 §5, §8). */
export const serverMessageMarkers = {
  invalidUrl: 'Url is invalid',
  folderNameSame: 'cannot be same',
  folderNameEmptyOrLong: 'empty or too long',
  folderLimitReached: 'limit reached',
  alreadyInFolder: 'уже добавлен',
  tradeInDuplicate: 'уже существует',
  noRecommendations: 'No recommendations for current catalog',
  recommendationsWithoutFilters: "Can't fetch recommendations because no filters provided",
} as const;

/** Fallback page for unexpected interface errors (spec 1 §4). */
export const fallbackPageMessages = {
  title: 'Упс! Что-то пошло не так.',
  reload: 'Обновить страницу', // own wording
  toMainPage: 'На главную', // own wording
} as const;

/** Request forms: franchise, atelier, trade-in and the like (spec 1 §8). */
export const formMessages = {
  successTitle: 'Заявка успешно отправлена',
  successText: 'Мы с Вами свяжемся в течение 1-2 рабочих дней для уточнения деталей',
  failureTitle: 'Ошибка отправки',
  failureText: 'Попробуйте отправить форму еще раз',
} as const;

export const shellMessages = {
  searchPlaceholder: 'Поиск по каталогу',
  /** Under 375 px (spec 1 §9). */
  searchPlaceholderShort: 'Поиск',
  cityTooltipConfirm: 'Верно',
  cityTooltipChooseOther: 'Выбрать другой',
  reviewsTitle: 'Отзывы',
  oldBrowserTitle: 'Обновите браузер, пожалуйста',
  vpnToastTitle: 'Включён VPN',
  vpnToastText: 'Его использование может привести к ошибкам и сбоям',
} as const;

/** Basket limit modal (spec 2 §5, spec 3 §8); the server's detail replaces the text when it sends one. */
export const basketLimitMessages = {
  title: 'Корзина наполнена',
  text: 'Максимальное количество изделий в корзине не может превышать 5 артикулов',
} as const;

export function basketLimitText(serverDetail?: string | null): string {
  return serverDetail?.trim() ? serverDetail : basketLimitMessages.text;
}

export const favouritesMessages = {
  overflowTitle: 'Избранное переполнено',
  overflowText: 'Добавлено максимальное количество товаров',
  alreadyInList: 'Товар уже добавлен в список',
  guestSaveList: 'Войдите для сохранения списка',
  guestAddedTitle: 'В избранном',
  guestAddedText: 'Войдите, чтобы сохранить',
  // Own wording below: the spec names these toast kinds (spec 2 §4) and page parts but not their words.
  addedTitle: 'Добавлено в избранное',
  removedTitle: 'Удалено из избранного',
  guestActionTitle: 'Войдите в профиль',
  addedToFolderTitle: 'Товар добавлен в список',
  folderCreatedTitle: 'Список создан',
  folderRenamedTitle: 'Список переименован',
  folderDeletedTitle: 'Список удалён',
  linkCopiedTitle: 'Ссылка скопирована',
  listSavedTitle: 'Список сохранён в избранное',
  pageTitle: 'Избранное',
  emptyTitle: 'В избранном пока пусто',
  emptyText: 'Нажмите на сердечко у товара, чтобы сохранить его здесь',
  emptyFolderText: 'В этом списке пока нет товаров',
  loadError: 'Не удалось загрузить избранное',
  retry: 'Повторить',
  deleteAll: 'Удалить все',
  select: 'Выбрать',
  cancelSelection: 'Отменить',
  deleteSelected: 'Удалить выбранные',
  addSelectedToFolder: 'В список',
  allFavourites: 'Все',
  createFolder: 'Создать список',
  renameFolder: 'Переименовать',
  deleteFolder: 'Удалить список',
  shareFolder: 'Поделиться',
  addToFolder: 'Добавить в список',
  removeFromFolder: 'Убрать из списка',
  folderNameLabel: 'Название списка',
  save: 'Сохранить',
  saveList: 'Сохранить список',
  copyLink: 'Скопировать ссылку',
  wishlistTitle: 'Список избранного',
  wishlistNotFound: 'Список не найден',
  remove: 'Удалить',
  toCatalog: 'Перейти в каталог',
  loading: 'Загружаем избранное…',
  confirmDeleteAll: 'Удалить все товары из избранного?',
  shareLinkLabel: 'Ссылка на список',
  openInFavourites: 'Открыть в избранном',
  selectItem: (name: string) => `Выбрать «${name}»`,
  confirmDeleteFolder: (name: string) => `Удалить список «${name}»?`,
} as const;

export const folderMessages = {
  nameNotNew: 'Введите новое название списка',
  nameEmptyOrTooLong: 'Имя списка пустое или слишком длинное',
  limitToast: 'Создано максимальное количество списков',
} as const;

/** 'Невозможно создать более 20 списков' (spec 2 §5); the limit is the server's meta value or 20. */
export function folderLimitText(limit: number): string {
  return `Невозможно создать более ${limit} списков`;
}

/** Character counter under the folder name field: '12/30'. */
export function folderNameCounter(length: number, max: number): string {
  return `${length}/${max}`;
}

export const giftCardMessages = {
  notFound: 'Карта не найдена. Проверьте правильность введенных данных.',
} as const;

export function giftCardUnusableText(phone: string): string {
  return `Карту нельзя использовать, обратитесь в службу клиентской поддержки: ${phone}`;
}

export const authMessages = {
  /** After ?error=unauthorized in phone mode (spec 2 §8, spec 3 §4); code email_unauthorized. */
  wrongLoginOrPassword: 'Неверный логин или пароль',
} as const;

/** Checkout blockers (spec 3 §5). */
export const checkoutMessages = {
  buyerRequired: 'Заполните данные покупателя, чтобы продолжить оформление заказа',
  recipientRequired: 'Заполните данные получателя, чтобы продолжить оформление заказа',
  loginRequired: 'Авторизуйтесь, чтобы продолжить оформление заказа',
  receivingMethodRequired: 'Для оформления заказа выберите способ получения',
  paymentMethodRequired: 'Выберите способ оплаты, чтобы продолжить оформление заказа',
} as const;

/** 'Для оформления заказа добавьте [или выберите] адрес доставки': the bracket shows when saved addresses exist. */
export function addressRequiredText(hasSavedAddresses: boolean): string {
  return `Для оформления заказа добавьте ${hasSavedAddresses ? 'или выберите ' : ''}адрес доставки`;
}

/** Basket and delivery warnings (spec 3 §8). */
export const basketMessages = {
  quantityDecreased: 'Доступное количество товара для заказа уменьшилось',
  notDeliverableToAddress: 'Товар недоступен для доставки по выбранному адресу.',
  orderChanged: 'Состав вашего заказа изменился',
  previousDeliveryUnavailable: 'Выбранный ранее способ доставки недоступен, выберите другой',
  noReceivingMethods: 'Нет доступных способов получения',
} as const;

export const returnMessages = {
  createFailed:
    'При оформлении возврата возникла ошибка. Проверьте корректность заполнения данных и повторите попытку.',
} as const;

/** Delivery timing texts (spec 3 §4); delivery/deliveryText.ts picks among them. */
export const deliveryMessages = {
  pickupToday: 'Забрать сегодня',
  pickupTomorrow: 'Забрать завтра',
  courierToday: 'Сегодня',
  express: 'Доставим за 3 часа',
} as const;

export function deliverOnText(date: string): string {
  return `Доставим ${date}`;
}

export function pickupTodayFromText(time: string): string {
  return `Забрать сегодня с ${time}`;
}

/** 'Бесплатная доставка от 5 000 ₽' (spec 2 §9, spec 3 §4); pass a formatPrice result. */
export function freeDeliveryText(amount: string): string {
  return `Бесплатная доставка от ${amount}`;
}

/** Sber installment payment entry (spec 2 §9, spec 3 §5); pass a formatPrice result. */
export function sberInstallmentText(minPayment: string): string {
  return `От ${minPayment} в месяц. Для клиентов банка.`;
}

/** Low stock labels (spec 2 §9); rules/stock.ts decides which one shows. */
export const stockMessages = {
  fewLeft: 'Осталось мало',
} as const;

export function itemsLeftText(quantity: number): string {
  return `Осталось ${quantity} шт`;
}

/** Shop map defaults (spec 3 §4). */
export const shopMapMessages = {
  defaultFilterNames: 'Premium магазины,Флагманские магазины',
} as const;
