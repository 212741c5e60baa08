// The coupon notice's words and its cookie reading, apart from the shell's first load: only a visitor
// with the coupon cookie loads them (CouponNotice is lazy), and @ornament/domain's messages are in
// every page's first load.

export const couponNoticeMessages = {
  title: (code: string, saleValue: string) => `Промокод ${code}: ${saleValue}`,
  text: 'Он уже с вами: применится в корзине.',
  more: 'Подробнее',
} as const;

/**
 * The promo code a campaign link left in the coupon cookie (the newest of its comma list), upper
 * case; null without one. The proxy writes the cookie (shell/ab/campaignCookies.ts).
 */
export function couponCodeOf(cookieHeader: string, couponCookieName: string): string | null {
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${couponCookieName}=`));
  if (!pair) return null;
  let value = pair.slice(couponCookieName.length + 1);
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  const codes = value.split(',').map((code) => code.trim()).filter((code) => /^[\w-]{1,64}$/.test(code));
  return codes.at(-1)?.toUpperCase() ?? null;
}
