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
