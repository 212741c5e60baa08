export const shellMessages = {
  searchPlaceholder: 'Поиск по каталогу',
  /** Under 375 px (spec 1 §9). */
  searchPlaceholderShort: 'Поиск',
  cityTooltipConfirm: 'Верно',
  cityTooltipChooseOther: 'Выбрать другой',
  reviewsTitle: 'Отзывы',
  oldBrowserTitle: 'Обновите браузер, пожалуйста',
  vpnToastTitle: 'Включён VPN',
  /** A campaign link's promo code (the coupon cookie): said once a session, with its coupon. */
  couponTitle: (code: string, saleValue: string) => `Промокод ${code}: ${saleValue}`,
  couponText: 'Он уже с вами: применится в корзине.',
  couponMore: 'Подробнее',
  vpnToastText: 'Его использование может привести к ошибкам и сбоям',
} as const;
