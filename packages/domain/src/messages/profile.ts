// The personal account's profile side (spec 3 §2–§4, §7): profile form, password, deletion,
// subscriptions, reviews area and favourite stores. The spec names these screens but not their words
// (own wording), except where marked.
export const profileMessages = {
  // Personal area navigation.
  navProfile: 'Профиль',
  navOrders: 'Заказы',
  navReturns: 'Возвраты',
  navFavorites: 'Избранное',
  navSubscriptions: 'Подписки',
  navReviews: 'Мои отзывы',
  navStores: 'Любимые магазины',
  navNotifications: 'Уведомления',
  navTasks: 'Задания и бонусы',
  navOffers: 'Персональные предложения',
  accountTitle: 'Личный кабинет',
  guestTitle: 'Войдите в личный кабинет',
  guestText: 'Чтобы увидеть профиль, заказы и подписки, войдите по номеру телефона.',
  guestButton: 'Войти',
  loadError: 'Не удалось загрузить данные. Обновите страницу или попробуйте позже.',
  saveError: 'Не удалось сохранить изменения. Попробуйте ещё раз.',

  // Profile form.
  profileTitle: 'Личные данные',
  name: 'Имя',
  surname: 'Фамилия',
  patronymic: 'Отчество',
  email: 'E-mail',
  phone: 'Телефон',
  birthday: 'Дата рождения',
  gender: 'Пол',
  genderMale: 'Мужской',
  genderFemale: 'Женский',
  genderNone: 'Не указан',
  iin: 'ИИН',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saved: 'Данные сохранены',
  phoneHint: 'Номер телефона — ваш логин, его изменить нельзя.',

  // Field errors (the server sends them; the form shows each under its field).
  nameInvalid: 'Допустимы только буквы, пробел и дефис',
  nameTooLong: 'Не длиннее 50 символов',
  emailInvalid: 'Введите корректный e-mail',
  emailTaken: 'Этот e-mail уже привязан к другому аккаунту',
  birthdayInvalid: 'Введите дату рождения полностью',
  birthdayAge: 'Возраст должен быть от 14 до 120 лет',
  iinInvalid: 'Проверьте ИИН: 12 цифр с верной контрольной цифрой',

  // Fill-profile progress.
  fillTitle: (bonus: string) => `Заполните профиль и получите ${bonus}`,
  fillDone: 'Профиль заполнен полностью',
  fillLeft: 'Осталось заполнить:',

  // Password.
  passwordTitle: 'Пароль для входа по e-mail',
  passwordCurrent: 'Текущий пароль',
  passwordNew: 'Новый пароль',
  passwordConfirm: 'Повторите пароль',
  passwordSave: 'Сменить пароль',
  passwordSet: 'Установить пароль',
  passwordSaved: 'Пароль изменён',
  passwordRules: 'Не короче 8 символов, буквы и цифры',
  passwordWeak: 'Пароль должен быть не короче 8 символов и содержать буквы и цифры',
  passwordMismatch: 'Пароли не совпадают',
  passwordWrongCurrent: 'Неверный текущий пароль',

  // Account deletion.
  deleteTitle: 'Удаление аккаунта',
  deleteText: 'Аккаунт можно будет восстановить, войдя по номеру телефона.',
  deleteOpen: 'Удалить аккаунт',
  deleteReason: 'Почему вы хотите удалить аккаунт?',
  deleteMessage: 'Комментарий',
  deleteConfirm: 'Удалить',
  deleteCancel: 'Отмена',
  deleteReasonRequired: 'Выберите причину',
  deleteUnknownReason: 'Такой причины нет в списке',
  deleteMessageTooLong: 'Комментарий не длиннее 1000 символов',
  deleted: 'Аккаунт удалён',

  // Subscriptions.
  subscriptionsTitle: 'Подписки',
  subscriptionsEmpty: 'Подписок пока нет',
  unsubscribeInvalid: 'Ссылка для отписки недействительна',
  unsubscribeUnknownTopic: 'Неизвестная рассылка',

  // Reviews area.
  reviewsTitle: 'Мои отзывы',
  reviewsAwaiting: 'Ожидают отзыва',
  reviewsSent: 'Отправленные отзывы',
  reviewsAwaitingEmpty: 'Нет покупок, ожидающих отзыва',
  reviewsSentEmpty: 'Вы ещё не оставляли отзывов',
  reviewsWrite: 'Написать отзыв',
  reviewsLastYear: 'Только за последний год',
  reviewsMore: 'Показать ещё',
  reviewStatus: { published: 'Опубликован', moderation: 'На модерации', rejected: 'Отклонён' },

  // Favourite stores.
  storesTitle: 'Любимые магазины',
  storesEmpty: 'Вы ещё не добавили любимые магазины',
  storesAdd: 'Добавить',
  storesRemove: 'Удалить',
  storesAddTitle: 'Магазины в вашем городе',
  storesCityEmpty: 'В вашем городе пока нет магазинов',
  storesLimit: (max: number) => `Можно добавить не больше ${max} магазинов`,
  storesUnknown: 'Такого магазина нет',
  storesClosed: 'выходной',
} as const;
