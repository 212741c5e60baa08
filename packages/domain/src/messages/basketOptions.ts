// Texts of the basket's options (spec 3 §5–§6: promo codes, bonuses and stars, the gift card, the
// employee discount), which load after the basket itself (checkout's basket/page/deferred.ts).
export const basketOptionsMessages = {
  promoPlaceholder: 'Введите промокод',
  promoApply: 'Применить',
  promoRemove: 'Удалить промокод',
  promoApplied: 'Применён',
  bonusesTitle: 'Списать бонусы',
  starsTitle: 'Списать звёзды',
  giftCardTitle: 'Подарочная карта',
  giftCardNumber: 'Номер подарочной карты',
  giftCardPlaceholder: 'Номер карты',
  giftCardApply: 'Применить карту',
  giftCardRemove: 'Убрать карту',
  employeeTitle: 'Скидка сотрудника',
} as const;
