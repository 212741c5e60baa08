import type { Tenant } from '@ornament/domain';
import type { FooterColumn, NavLink } from '@ornament/shell';

/** Spec 1 §2: the second brand's header links. */
export const diamantNav: readonly NavLink[] = [
  { label: 'Blagovest', href: '/blagovest/' },
  { label: 'Di Diamonds', href: '/diamonds/' },
  { label: 'О бренде', href: '/brand/' },
  { label: 'Акции', href: '/promotions/' },
  { label: 'Франшиза', href: '/franchise/' },
];

export function footerColumns(tenant: Tenant): FooterColumn[] {
  return [
    {
      title: 'Коллекции',
      links: [
        { label: 'Все украшения', href: `/${tenant.catalogPrefix}/` },
        { label: 'Новинки', href: `/newitems/${tenant.catalogPrefix}/` },
        { label: 'Blagovest', href: '/blagovest/' },
        { label: 'Di Diamonds', href: '/diamonds/' },
      ],
    },
    {
      title: 'Покупателям',
      links: [
        { label: 'Доставка и оплата', href: tenant.deliveryTermsPath },
        { label: 'Бонусная программа', href: '/page/landing/bonus-system/' },
        { label: 'Проверка подлинности', href: '/service/product-authentication/' },
      ],
    },
    {
      title: 'О компании',
      links: [
        { label: 'О бренде', href: '/brand/' },
        { label: 'Магазины', href: '/shops-map/' },
        { label: 'Вакансии', href: tenant.links.vacancies.url, external: tenant.links.vacancies.external },
        { label: 'Франшиза', href: '/franchise/' },
      ],
    },
  ];
}
