import type { Tenant } from '@ornament/domain';
import type { FooterColumn, NavLink } from '@ornament/shell';

/** The main brand's section links under the header (spec 1 §2 routes). */
export function mainNav(tenant: Tenant): NavLink[] {
  return [
    { label: 'Новинки', href: '/newitems/jewelry-catalog/' },
    { label: 'Украшения', href: `/${tenant.catalogPrefix}/` },
    { label: 'Часы', href: '/watch-catalog/' },
    { label: 'Акции', href: '/promotions/' },
    { label: 'Sale', href: '/jewelry-catalog/discount/', accent: true },
    ...(tenant.links.atelier ? [{ label: 'Ювелирное ателье', href: '/promo/ring-atelier/' }] : []),
    { label: 'Бонусная программа', href: '/page/landing/bonus-system/' },
  ];
}

export function footerColumns(tenant: Tenant): FooterColumn[] {
  return [
    {
      title: 'Каталог',
      links: [
        { label: 'Ювелирные украшения', href: `/${tenant.catalogPrefix}/` },
        { label: 'Новинки', href: '/newitems/jewelry-catalog/' },
        { label: 'Часы', href: '/watch-catalog/' },
        { label: 'Sale', href: '/jewelry-catalog/discount/' },
      ],
    },
    {
      title: 'Покупателям',
      links: [
        { label: 'Доставка и оплата', href: tenant.deliveryTermsPath },
        { label: 'Бонусная программа', href: '/page/landing/bonus-system/' },
        ...(tenant.links.giftCard ? [{ label: 'Подарочные карты', href: '/gift-card/' }] : []),
        ...(tenant.links.splitPayment ? [{ label: 'Оплата частями', href: '/pokupay/' }] : []),
        { label: 'Проверка подлинности', href: '/service/product-authentication/' },
      ],
    },
    {
      title: 'Компания',
      links: [
        { label: 'Магазины', href: '/shops-map/' },
        ...(tenant.links.journal ? [{ label: 'Журнал', href: '/blog/' }] : []),
        { label: 'Вакансии', href: tenant.links.vacancies.url, external: tenant.links.vacancies.external },
        { label: 'Франшиза', href: '/franchise/' },
      ],
    },
  ];
}
