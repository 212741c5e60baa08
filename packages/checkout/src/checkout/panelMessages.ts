// Words of the checkout panel's later additions, beside it rather than in @ornament/domain: domain's
// messages are in every page's first load, and the panel loads after the basket (its deferred part).
export const checkoutPanelMessages = {
  // Spec 3 §3 Buyer: news_subscribe, sms_subscribe, the profile's own flags.
  subscriptions: 'Рассылки',
  newsSubscribe: 'Получать новости и акции по e-mail',
  smsSubscribe: 'Получать SMS о скидках и акциях',
  subscriptionFailed: 'Не удалось сохранить подписку. Попробуйте ещё раз.',
  // Spec 3 §3: the pick-up points' filters (pvz_types, partial_redemption, return_option).
  pointFilters: 'Какие пункты показать',
  pvzKindPoint: 'Пункты выдачи',
  pvzKindLocker: 'Постаматы',
  partialRedemption: 'Частичный выкуп',
  returnOption: 'Возврат при получении',
  pointKind: { pvz: 'Пункт выдачи', postamat: 'Постамат' },
} as const;
