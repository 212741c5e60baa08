import type { ContentArea } from '@ornament/api-contract';
import type { Phone } from '@ornament/domain';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The contact channels with this storefront's own support line: the phone differs by country and
 * brand (tenant data, as in the footer), the shop's messengers and mail are common to all.
 */
export function withStorefrontPhone(area: ContentArea, phone: Phone): ContentArea {
  return {
    ...area,
    items: area.items.map((item) =>
      item.link?.startsWith('tel:') ? { ...item, link: `tel:${phone.tel}`, text: phone.display, html: `<p>${escapeText(phone.display)}</p>` } : item,
    ),
  };
}
