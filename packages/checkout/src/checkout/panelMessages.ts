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
  // Spec 3 §7 offer/points-cluster/: the map groups the city's points the list does not hold.
  clusterLabel: (count: number) => `Пункты в этой области: ${count}`,
  nearestShown: (shown: number, total: number) => `Показаны ближайшие ${shown} из ${total}. Выберите область на карте, чтобы увидеть пункты в ней.`,
  areaShown: 'Показаны пункты выбранной области.',
  allPoints: 'Все пункты города',
  // Spec 3 §7 offer/data/: the chosen point's card.
  chosenTitle: 'Выбранный пункт',
  detailLoading: 'Загружаем подробности пункта…',
  detailFailed: 'Не удалось загрузить подробности пункта. Показаны данные из списка.',
  workTime: 'Режим работы',
  reservation: 'Срок хранения заказа',
  basketHere: 'Что из корзины можно получить здесь',
  today: 'Сегодня',
  tomorrow: 'Завтра',
  heldHere: 'Есть в этом магазине',
  notHere: 'Нельзя получить в этом пункте',
} as const;
