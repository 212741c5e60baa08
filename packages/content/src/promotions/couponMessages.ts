// The coupon list's words (spec 2 §3), beside it rather than in @ornament/domain, whose messages are
// in every page's first load; only /promotions/ shows them.
export const couponMessages = {
  title: 'Промокоды',
  until: (date: string) => `Действует до ${date}`,
  more: 'Подробнее',
} as const;
