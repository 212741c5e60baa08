import type { BrandProfile } from './profile';

export const mainBrand: BrandProfile = {
  catalogPath: '/jewelry-catalog/',
  header: {
    links: ['Новинки', 'Акции', 'Sale', 'Ювелирное ателье'],
    atelier: true,
    productBell: true,
  },
  liveMessages: true,
  homeBanner: true,
  menus: {
    section: 'Ювелирные украшения',
    group: 'Кольца',
    leaf: 'Обручальные кольца',
    leafPath: /\/jewelry-catalog\/rings\/wedding-rings\/$/,
    burger: ['Магазины', 'Новинки', 'Акции', 'Sale', 'Доставка и оплата', 'Ювелирное ателье', 'Бонусная программа', 'Журнал', 'Вакансии', 'Кабинет партнёра'],
    notInBurger: [],
  },
};

export const diamantBrand: BrandProfile = {
  catalogPath: '/diamant-jewelry-catalog/',
  header: {
    links: ['Blagovest', 'Di Diamonds', 'О бренде', 'Акции', 'Франшиза'],
    atelier: false,
    productBell: false,
  },
  liveMessages: false,
  homeBanner: false,
  menus: {
    section: 'Украшения с бриллиантами',
    group: 'Кольца с бриллиантами',
    leaf: 'Помолвочные кольца',
    leafPath: /\/diamant-jewelry-catalog\/rings\/engagement-rings\/$/,
    burger: ['Магазины', 'Новинки', 'Blagovest', 'Di Diamonds', 'О бренде', 'Акции', 'Франшиза', 'Sale', 'Доставка и оплата', 'Бонусная программа', 'Вакансии'],
    notInBurger: ['Журнал', 'Кабинет партнёра', 'Ювелирное ателье'],
  },
};
