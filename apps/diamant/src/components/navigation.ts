import type { Tenant } from '@ornament/domain';
import { type BurgerEntry, type FooterColumn, type NavLink, shopsMapUrl } from '@ornament/shell';

/** Spec 1 §2: the second brand's header links. */
export const diamantNav: readonly NavLink[] = [
  { label: 'Blagovest', href: '/blagovest/' },
  { label: 'Di Diamonds', href: '/diamonds/' },
  { label: 'О бренде', href: '/brand/' },
  { label: 'Акции', href: '/promotions/' },
  { label: 'Франшиза', href: '/franchise/' },
];

/** The diamond brand's burger menu (spec 1 §2): its own pages, /delivery/ and its own vacancies page. */
export function burgerEntries(tenant: Tenant): BurgerEntry[] {
  const link = (label: string, href: string, extra: { external?: boolean; accent?: boolean } = {}): BurgerEntry => ({ kind: 'link', label, href, ...extra });
  return [
    link('Магазины', shopsMapUrl(tenant), { external: true }),
    { kind: 'catalog', label: 'Каталог' },
    link('Новинки', `/newitems/${tenant.catalogPrefix}/`),
    ...diamantNav.map((entry) => link(entry.label, entry.href)),
    link('Sale', `/${tenant.catalogPrefix}/discount/`, { accent: true }),
    link('Доставка и оплата', tenant.deliveryTermsPath),
    link('Бонусная программа', '/page/landing/bonus-system/'),
    link('Вакансии', tenant.links.vacancies.url, { external: tenant.links.vacancies.external }),
  ];
}

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
        { label: 'График работы в праздники', href: '/work-holiday/' },
        { label: 'Бонусная программа', href: '/page/landing/bonus-system/' },
        { label: 'Акции', href: '/promotions/' },
        { label: 'Проверка подлинности', href: '/service/product-authentication/' },
      ],
    },
    {
      title: 'О компании',
      links: [
        { label: 'О бренде', href: '/brand/' },
        { label: 'Магазины', href: shopsMapUrl(tenant), external: true },
        { label: 'Вакансии', href: tenant.links.vacancies.url, external: tenant.links.vacancies.external },
        { label: 'Франшиза', href: '/franchise/' },
        { label: 'Карта сайта', href: '/sitemap/' },
      ],
    },
  ];
}
