import type { Tenant } from '@ornament/domain';
import type { FooterColumn } from '../../footer/Footer';
import type { NavLink } from '../../header/HeaderNav';
import { shopsMapUrl } from '../../header/shopsMap';
import type { BurgerEntry } from '../../menus/BurgerMenu';

/** The atelier promo page (spec 1 §2 /promo/{product}-atelier/) and the B2B cabinet's own site. */
export const atelierHref = '/promo/ring-atelier/';
export const partnerCabinetUrl = 'https://partner.ornament.ru/';

/** The main brand's section links under the header (spec 1 §2 routes). */
export function mainNav(tenant: Tenant): NavLink[] {
  return [
    { label: 'Новинки', href: '/newitems/jewelry-catalog/' },
    { label: 'Украшения', href: `/${tenant.catalogPrefix}/` },
    { label: 'Часы', href: '/watch-catalog/' },
    { label: 'Акции', href: '/promotions/' },
    { label: 'Sale', href: '/jewelry-catalog/discount/', accent: true },
    ...(tenant.links.atelier ? [{ label: 'Ювелирное ателье', href: atelierHref }] : []),
    { label: 'Бонусная программа', href: '/page/landing/bonus-system/' },
  ];
}

/** Footer links (issue 8): the landings, service pages and the site map, by the edition's link rules. */
export function footerColumns(tenant: Tenant): FooterColumn[] {
  return [
    {
      title: 'Каталог',
      links: [
        { label: 'Ювелирные украшения', href: `/${tenant.catalogPrefix}/` },
        { label: 'Новинки', href: '/newitems/jewelry-catalog/' },
        { label: 'Часы', href: '/watch-catalog/' },
        { label: 'Sale', href: '/jewelry-catalog/discount/' },
        { label: 'Акции', href: '/promotions/' },
        { label: 'Коллекции', href: '/collections/' },
        { label: 'Подарки', href: '/gifts/' },
      ],
    },
    {
      title: 'Покупателям',
      links: [
        { label: 'Доставка и оплата', href: tenant.deliveryTermsPath },
        { label: 'График работы в праздники', href: '/work-holiday/' },
        { label: 'Бонусная программа', href: '/page/landing/bonus-system/' },
        ...(tenant.links.giftCard ? [{ label: 'Подарочные карты', href: '/gift-card/' }] : []),
        ...(tenant.links.splitPayment ? [{ label: 'Оплата частями', href: '/pokupay/' }] : []),
        { label: 'Трейд-ин', href: '/page/landing/trade-in/' },
        { label: 'Проверка подлинности', href: '/service/product-authentication/' },
      ],
    },
    {
      title: 'Компания',
      links: [
        { label: 'Магазины', href: shopsMapUrl(tenant), external: true },
        ...(tenant.links.journal ? [{ label: 'Журнал', href: '/blog/' }] : []),
        { label: 'Вакансии', href: tenant.links.vacancies.url, external: tenant.links.vacancies.external },
        { label: 'Франшиза', href: '/franchise/' },
        { label: 'Карта сайта', href: '/sitemap/' },
      ],
    },
  ];
}

/** Every entry of the mobile burger menu (spec 1 §2) this edition has; the phone link follows them. */
export function burgerEntries(tenant: Tenant): BurgerEntry[] {
  const link = (label: string, href: string, extra: { external?: boolean; accent?: boolean } = {}): BurgerEntry => ({ kind: 'link', label, href, ...extra });
  return [
    link('Магазины', shopsMapUrl(tenant), { external: true }),
    { kind: 'catalog', label: 'Каталог' },
    link('Новинки', '/newitems/jewelry-catalog/'),
    link('Акции', '/promotions/'),
    link('Sale', '/jewelry-catalog/discount/', { accent: true }),
    link('Доставка и оплата', tenant.deliveryTermsPath),
    ...(tenant.links.atelier ? [link('Ювелирное ателье', atelierHref)] : []),
    link('Бонусная программа', '/page/landing/bonus-system/'),
    ...(tenant.links.journal ? [link('Журнал', '/blog/')] : []),
    link('Вакансии', tenant.links.vacancies.url, { external: tenant.links.vacancies.external }),
    ...(tenant.links.partnerCabinet ? [link('Кабинет партнёра', partnerCabinetUrl, { external: true })] : []),
  ];
}
