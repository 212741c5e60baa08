// Promotions and the wheel of fortune (spec 2 §3, §8, §9): shopper-facing texts and constants shared by
// the API (error details, action answers) and the storefront (labels, empty states).

/** Spec 2 §9: completed promotions per page. */
export const completedPromotionsPerPage = 4;
/** Promotions per page of the "all" list. */
export const promotionsPerPage = 12;
/** Spec 2 §3: the wheel's promotionParams type when the page gives none. */
export const defaultWheelPromotionType = 'omni';
/** The seeded wheel-of-fortune promotion the landing page shows. */
export const wheelOfFortuneSlug = 'koleso-fortuny';
/** Promotion kinds (promotion-type-slug); `all` in a list path means every kind. */
export const promotionTypeSlugs = ['omni', 'online', 'retail'] as const;
export type PromotionTypeSlug = (typeof promotionTypeSlugs)[number];
export const promotionTypeNames: Record<PromotionTypeSlug, string> = {
  omni: 'Во всех каналах',
  online: 'В интернет-магазине',
  retail: 'В магазинах',
};

export const promotionMessages = {
  pageTitle: 'Акции',
  sliderTitle: 'Главные акции',
  allTitle: 'Все акции',
  crossPromoTitle: 'Акции партнёров',
  completedTitle: 'Завершённые акции',
  showMore: 'Показать ещё',
  empty: 'Сейчас нет действующих акций',
  completedEmpty: 'Завершённых акций пока нет',
  loadError: 'Не удалось загрузить акции. Попробуйте обновить страницу.',
  notFound: 'Акция не найдена',
  finished: 'Акция завершена',
  endsAt: 'Акция действует до',
  counterDays: 'дн.',
  storesTitle: 'Магазины, участвующие в акции',
  storesEmpty: 'Акция действует во всех магазинах сети',
  termsTitle: 'Условия акции',
  giftTitle: 'Подарок',
  membershipTitle: 'Участие в акции',
  participants: 'Участников',
  notInCity: 'Акция не проводится в вашем городе',
  runAction: 'Участвовать',
  running: 'Отправляем…',
  yourPromocode: 'Ваш промокод',
  copied: 'Скопировано',
  copy: 'Скопировать',
  loginToJoin: 'Войдите, чтобы участвовать в акции',
  joined: 'Вы стали участником акции',
  alreadyJoined: 'Вы уже участвуете в акции',
  partnersOnly: 'Акция доступна только участникам партнёрской программы',
  membersOnly: 'Акция доступна только партнёрам',
  codesOver: 'Промокоды по акции закончились',
  actionFailed: 'Не удалось принять участие в акции. Попробуйте ещё раз.',
  tooManyRequests: 'Слишком много запросов. Попробуйте через минуту.',
} as const;

export const wheelMessages = {
  title: 'Колесо фортуны',
  intro: 'Крутите колесо и получите промокод на покупку. Одна попытка на каждого участника.',
  start: 'Крутить колесо',
  spinning: 'Колесо крутится…',
  prize: 'Ваш приз',
  promocode: 'Промокод',
  emptyPrize: 'В этот раз без приза',
  loginToSpin: 'Войдите, чтобы крутить колесо',
  alreadySpun: 'Вы уже крутили колесо в этой акции',
  finished: 'Акция с колесом фортуны завершена',
  failed: 'Не удалось крутить колесо. Попробуйте ещё раз.',
  refresh: 'Попробовать снова',
  noPrizes: 'Призы колеса ещё не готовы',
} as const;
