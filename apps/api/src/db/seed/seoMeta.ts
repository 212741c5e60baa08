// Issue 8: SEO meta of the landings, service pages and catalogue sections per brand (spec 3 §7
// 'GET /api/{sklv}/v5/meta/{path}'), with the HTML site map's sections. Replaced on every seed.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seoMeta } from '../schema/seo';

type Row = typeof seoMeta.$inferInsert;

const forBuyers = 'Покупателям';
const company = 'Компания';
const offers = 'Спецпредложения';

interface MetaSeed {
  path: string;
  h1: string;
  title: string;
  description: string;
  section?: string;
  countries?: string[];
  robots?: string;
}

const mainMeta: readonly MetaSeed[] = [
  { path: '/', h1: 'Ювелирный интернет-магазин «Орнамент»', title: 'Ювелирный интернет-магазин «Орнамент» — золото, серебро, бриллианты', description: 'Ювелирные украшения из золота и серебра с бриллиантами и драгоценными камнями. Доставка, примерка в магазинах и бонусы за покупки.' },
  { path: '/jewelry-catalog/', h1: 'Ювелирные украшения', title: 'Ювелирные украшения — каталог с ценами', description: 'Кольца, серьги, цепи, подвески и браслеты из золота и серебра: более тысячи изделий с фото и ценами.' },
  { path: '/newitems/jewelry-catalog/', h1: 'Новинки', title: 'Новинки ювелирных украшений', description: 'Новые поступления украшений: свежие коллекции колец, серег и подвесок каждую неделю.', section: offers },
  { path: '/jewelry-catalog/discount/', h1: 'Скидки на украшения', title: 'Скидки на ювелирные украшения — Sale', description: 'Украшения со скидкой: золото, серебро и бриллианты по сниженным ценам.', section: offers },
  { path: '/promotions/', h1: 'Акции', title: 'Акции и скидки ювелирного магазина', description: 'Действующие акции, промокоды и подарки за покупку.', section: offers },
  { path: '/collections/', h1: 'Коллекции', title: 'Коллекции украшений', description: 'Коллекции ювелирных украшений «Орнамент»: классика, жемчуг, цепи и подвески.', section: offers },
  { path: '/gifts/', h1: 'Подарки', title: 'Идеи подарков — украшения в подарок', description: 'Подарки на любой повод: украшения для любимой, мамы и мужчины.', section: offers },
  { path: '/premium/', h1: 'Premium', title: 'Premium — украшения с бриллиантами', description: 'Украшения с бриллиантами от 50 000 ₽ с сертификатом и персональным консультантом.', section: offers },
  { path: '/gift-card/', h1: 'Подарочные карты', title: 'Подарочные карты «Орнамент»', description: 'Электронные и пластиковые подарочные карты номиналом от 1 000 ₽.', section: offers, countries: ['RU'] },
  { path: '/my/gift-shop/', h1: 'Магазин подарков', title: 'Магазин подарков за бонусы', description: 'Обменивайте бонусы на подарки и упаковку.', section: offers, countries: ['RU'] },
  { path: '/page/landing/wheel-of-fortune/', h1: 'Колесо фортуны', title: 'Колесо фортуны — призы и промокоды', description: 'Крутите колесо и получайте призы: промокоды, бонусы и подарки.', section: offers },
  { path: '/delivery-terms/', h1: 'Доставка и оплата', title: 'Доставка и оплата', description: 'Курьерская доставка, экспресс-доставка и самовывоз из магазинов. Способы оплаты и возврат.', section: forBuyers },
  { path: '/work-holiday/', h1: 'График работы в праздники', title: 'График работы в праздники', description: 'Как работают служба поддержки, доставка и пункты выдачи партнёров в праздничные дни.', section: forBuyers },
  { path: '/page/landing/bonus-system/', h1: 'Бонусная программа', title: 'Бонусная программа', description: 'Копите бонусы с каждой покупки и оплачивайте ими до 30% стоимости украшений.', section: forBuyers },
  { path: '/pokupay/', h1: 'Рассрочка', title: 'Рассрочка без переплаты', description: 'Украшения в рассрочку без переплаты на 6 месяцев: решение банка за 2 минуты.', section: forBuyers, countries: ['RU'] },
  { path: '/page/landing/trade-in/', h1: 'Трейд-ин', title: 'Трейд-ин — обмен старых украшений на новые', description: 'Сдайте старые украшения и получите скидку на новые.', section: forBuyers },
  { path: '/service/product-authentication/', h1: 'Проверка подлинности', title: 'Проверка подлинности украшения', description: 'Проверьте подлинность изделия по штрихкоду и артикулу.', section: forBuyers },
  { path: '/page/landing/lombard/', h1: 'Ломбард', title: 'Ломбард — займы под залог украшений', description: 'Займы под залог золота и серебра: оценка за 10 минут, до 80% стоимости.', section: forBuyers, countries: ['RU'] },
  { path: '/promo/ring-atelier/', h1: 'Кольцо на заказ', title: 'Кольцо на заказ в ювелирном ателье', description: 'Изготовим кольцо по вашему эскизу за 10–14 рабочих дней.', section: forBuyers },
  { path: '/promo/earrings-atelier/', h1: 'Серьги на заказ', title: 'Серьги на заказ в ювелирном ателье', description: 'Серьги по вашему эскизу или в пару к кольцу.', section: forBuyers },
  { path: '/shops-map/', h1: 'Магазины на карте', title: 'Адреса ювелирных магазинов на карте', description: 'Магазины «Орнамент» на карте: адреса, часы работы и телефоны.', section: company },
  { path: '/sklv/', h1: 'О компании', title: 'Ювелирный дом «Орнамент»', description: 'Собственное ювелирное производство с 1996 года и контроль качества каждого изделия.', section: company },
  { path: '/vacancies/', h1: 'Вакансии', title: 'Вакансии — работа в «Орнаменте»', description: 'Открытые вакансии сети ювелирных магазинов «Орнамент».', section: company, countries: ['KZ'] },
  { path: '/franchise/', h1: 'Франшиза', title: 'Франшиза ювелирного магазина', description: 'Откройте ювелирный магазин по франшизе: условия и заявка.', section: company },
  { path: '/sitemap/', h1: 'Карта сайта', title: 'Карта сайта', description: 'Все разделы и страницы интернет-магазина.', robots: 'noindex, follow' },
];

const diamantMeta: readonly MetaSeed[] = [
  { path: '/', h1: 'Diamant — украшения с бриллиантами', title: 'Diamant — украшения с бриллиантами', description: 'Кольца, серьги и подвески с бриллиантами с сертификатом подлинности и пожизненной гарантией.' },
  { path: '/diamant-jewelry-catalog/', h1: 'Украшения с бриллиантами', title: 'Украшения с бриллиантами — каталог Diamant', description: 'Каталог украшений с бриллиантами Diamant: кольца, серьги, подвески и браслеты.' },
  { path: '/newitems/diamant-jewelry-catalog/', h1: 'Новинки', title: 'Новинки Diamant', description: 'Новые украшения с бриллиантами.', section: offers },
  { path: '/promotions/', h1: 'Акции', title: 'Акции Diamant', description: 'Действующие акции салонов Diamant.', section: offers },
  { path: '/delivery/', h1: 'Доставка', title: 'Доставка — Diamant', description: 'Доставка украшений с бриллиантами курьером и в салоны Diamant. Оплата и возврат.', section: forBuyers },
  { path: '/work-holiday/', h1: 'График работы в праздники', title: 'График работы салонов Diamant в праздники', description: 'Как работают служба поддержки, доставка и пункты выдачи в праздничные дни.', section: forBuyers },
  { path: '/page/landing/bonus-system/', h1: 'Программа лояльности', title: 'Программа лояльности — Diamant', description: 'Привилегии клиентов Diamant: бонусы, персональный консультант и закрытые показы.', section: forBuyers },
  { path: '/service/product-authentication/', h1: 'Проверка подлинности', title: 'Проверка подлинности украшения — Diamant', description: 'Проверьте подлинность изделия по штрихкоду и артикулу.', section: forBuyers },
  { path: '/shops-map/', h1: 'Салоны на карте', title: 'Адреса салонов Diamant', description: 'Салоны Diamant на карте: адреса и часы работы.', section: company },
  { path: '/vacancies/', h1: 'Вакансии', title: 'Вакансии Diamant', description: 'Работа в салонах Diamant: эксперты по бриллиантам и администраторы.', section: company },
  { path: '/franchise/', h1: 'Франшиза', title: 'Франшиза Diamant', description: 'Откройте салон Diamant по франшизе.', section: company },
  { path: '/sitemap/', h1: 'Карта сайта', title: 'Карта сайта — Diamant', description: 'Все разделы и страницы Diamant.', robots: 'noindex, follow' },
];

/** Titles are final (the storefront shows them as they are): each names its brand. */
function rows(source: string, brandName: string, seeds: readonly MetaSeed[]): Row[] {
  return seeds.map((seed, sort) => ({
    source,
    path: seed.path,
    title: seed.title.includes(brandName) ? seed.title : `${seed.title} — ${brandName}`,
    description: seed.description,
    h1: seed.h1,
    robots: seed.robots ?? 'index, follow',
    sitemapSection: seed.section ?? null,
    sitemapSort: sort,
    countries: seed.countries ?? null,
  }));
}

export async function seedSeoMeta(db: Db): Promise<number> {
  await db.execute(sql`truncate seo_meta restart identity`);
  const all = [...rows('site', 'Орнамент', mainMeta), ...rows('diamant', 'Diamant', diamantMeta)];
  await db.insert(seoMeta).values(all);
  return all.length;
}
