// Issue 19 finding 12: a return gives the money back where it came from. An order was paid in up to
// four tenders (money, bonuses, stars, a gift card); a returned piece's value goes back to each in
// the share that tender paid of the whole order, not all as money.

export interface OrderTenders {
  /** What was paid in money (the order's total). */
  money: number;
  bonuses: number;
  stars: number;
  giftCard: number;
}

export type RefundSplit = OrderTenders;

const cents = (value: number) => Math.round(value * 100);

/**
 * `value` (the returned items at the prices paid) split over the order's tenders. Points are whole
 * (rounded down: the shopper never gets more points than they spent); the gift card and the money
 * are in kopecks, and the money takes what the points leave, so the parts add up to `value`.
 */
export function refundSplit(value: number, paid: OrderTenders): RefundSplit {
  const whole = paid.money + paid.bonuses + paid.stars + paid.giftCard;
  const refundable = Math.min(Math.max(value, 0), whole);
  if (whole <= 0 || refundable <= 0) return { money: 0, bonuses: 0, stars: 0, giftCard: 0 };
  const share = refundable / whole;
  const bonuses = Math.floor(paid.bonuses * share);
  const stars = Math.floor(paid.stars * share);
  const giftCard = Math.floor(cents(paid.giftCard * share)) / 100;
  const money = (cents(refundable) - cents(bonuses) - cents(stars) - cents(giftCard)) / 100;
  return { money, bonuses, stars, giftCard };
}
