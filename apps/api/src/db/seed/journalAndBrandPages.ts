// Issue 21 (spec 1 §2, dead links): the journal the main and KZ headers link as «Журнал» (/blog/ and
// its articles /blog/{slug}/), and the diamond brand's landings its header names: «О бренде» (/brand/),
// Blagovest (/blagovest/), Di Diamonds (/diamonds/) and its promo button's gifts (/gifts/). Content
// pages like the other landings: an area's code suffix is its block kind (domain contentBlocks.ts).
import { contentPictureUrl as icon } from '../../services/media/contentPictures';
import type { AreaSeed } from './contentAreas';
import { type PageSeed, pageSeed } from './contentPages';

interface ArticleSeed {
  slug: string;
  title: string;
  lead: string;
  body: string;
  /** A catalogue path the article's strip shows, if any. */
  strip?: { title: string; link: string };
}

const articles: readonly ArticleSeed[] = [
  {
    slug: 'ring-size',
    title: 'Как узнать размер кольца',
    lead: 'Три способа определить размер дома — и что делать, если вы выбираете кольцо в подарок.',
    body:
      '<p>Размер кольца — это внутренний диаметр в миллиметрах. Проще всего измерить кольцо, которое уже подходит: приложите его к линейке и округлите до половины миллиметра.</p>' +
      '<p>Если кольца нет, оберните палец полоской бумаги у основания, отметьте место соединения и разделите длину на 3,14. Измеряйте вечером, когда пальцы чуть больше, чем утром.</p>' +
      '<p>Выбираете подарок? Возьмите размер побольше: кольцо можно уменьшить в нашей ювелирной мастерской, а обменять — в течение 14 дней.</p>',
    strip: { title: 'Кольца', link: '/jewelry-catalog/rings/' },
  },
  {
    slug: 'silver-care',
    title: 'Как ухаживать за серебром',
    lead: 'Почему серебро темнеет и как вернуть ему блеск без вреда для покрытия и камней.',
    body:
      '<p>Серебро темнеет от серы в воздухе и на коже — это не брак, а свойство металла. Храните украшения в закрытой шкатулке или пакете с застёжкой, отдельно друг от друга.</p>' +
      '<p>Для ухода подойдёт мягкая салфетка из микрофибры и тёплая мыльная вода. Не используйте зубную пасту и соду: они оставляют царапины и снимают родиевое покрытие.</p>' +
      '<p>Украшения с жемчугом, бирюзой и эмалью не мочите: протирайте их сухой салфеткой. Профессиональную чистку сделают в любом нашем магазине бесплатно.</p>',
    strip: { title: 'Украшения из серебра', link: '/jewelry-catalog/earrings/' },
  },
  {
    slug: 'diamond-4c',
    title: 'Бриллиант: что значат 4C',
    lead: 'Огранка, цвет, чистота и вес в каратах — на что смотреть, выбирая украшение с бриллиантом.',
    body:
      '<p>Огранка (cut) определяет, как камень играет на свету: даже крупный бриллиант с неудачной огранкой выглядит тусклым. Цвет (color) оценивают по шкале от бесцветного до желтоватого.</p>' +
      '<p>Чистота (clarity) — это наличие и размер включений, вес (carat) — масса камня: один карат равен 0,2 грамма. У каждого нашего украшения с бриллиантом есть паспорт с этими характеристиками.</p>' +
      '<p>Подлинность изделия можно проверить по номеру бирки в разделе «Проверка подлинности».</p>',
  },
];

const articleAreas = (article: ArticleSeed): AreaSeed[] => {
  const code = `journal-${article.slug}`;
  return [
    { code: `${code}-banner`, title: article.title, html: `<p>${article.lead}</p>`, items: [{ title: 'Все статьи журнала', link: '/blog/', image: icon('star') }] },
    { code: `${code}-body`, title: '', html: article.body },
    ...(article.strip ? [{ code: `${code}-products`, title: 'Украшения к статье', html: '', items: [article.strip] }] : []),
  ];
};

const diamantAreas: AreaSeed[] = [
  {
    code: 'diamant-brand-banner',
    title: 'О бренде Diamant',
    html: '<p>Diamant — ювелирный дом, который с 2004 года работает только с бриллиантами и драгоценными камнями и сопровождает каждое изделие паспортом камня.</p>',
    items: [{ title: 'Смотреть украшения', link: '/diamant-jewelry-catalog/', image: icon('diamond') }],
  },
  {
    code: 'diamant-brand-values',
    title: 'Чем мы гордимся',
    html: '',
    items: [
      { title: 'Сертифицированные камни', html: '<p>Бриллианты от 0,3 карата — с сертификатом геммологической лаборатории.</p>', link: '/service/product-authentication/', image: icon('diamond') },
      { title: 'Собственные салоны', html: '<p>Эксперты по бриллиантам помогут выбрать камень и оправу.</p>', link: '/franchise/', image: icon('heart') },
      { title: 'Пожизненный сервис', html: '<p>Бесплатная чистка и проверка закрепки камней в любом салоне.</p>', link: '/delivery/', image: icon('star') },
    ],
  },
  {
    code: 'diamant-blagovest-banner',
    title: 'Blagovest',
    html: '<p>Коллекция Blagovest — украшения с бриллиантами в классических оправах из белого и красного золота: помолвочные кольца, пусеты и подвески.</p>',
    items: [{ title: 'Все кольца', link: '/diamant-jewelry-catalog/rings/', image: icon('heart') }],
  },
  {
    code: 'diamant-blagovest-products',
    title: 'Из коллекции Blagovest',
    html: '',
    items: [{ title: 'Кольца', link: '/diamant-jewelry-catalog/rings/' }, { title: 'Подвески', link: '/diamant-jewelry-catalog/pendants/' }],
  },
  {
    code: 'diamant-diamonds-banner',
    title: 'Di Diamonds',
    html: '<p>Di Diamonds — современные украшения с россыпью бриллиантов и цветными камнями: серьги, браслеты и колье на каждый день.</p>',
    items: [{ title: 'Все серьги', link: '/diamant-jewelry-catalog/earrings/', image: icon('diamond') }],
  },
  {
    code: 'diamant-diamonds-products',
    title: 'Из коллекции Di Diamonds',
    html: '',
    items: [{ title: 'Серьги', link: '/diamant-jewelry-catalog/earrings/' }, { title: 'Браслеты', link: '/diamant-jewelry-catalog/bracelets/' }],
  },
  {
    code: 'diamant-gifts-banner',
    title: 'Подарки с бриллиантами',
    html: '<p>Украшения с бриллиантами в подарок: упакуем в фирменную коробку и приложим паспорт камня.</p>',
    items: [{ title: 'Подарочная карта', link: '/gift-card/', image: icon('gift') }],
  },
  {
    code: 'diamant-gifts-products',
    title: 'Идеи подарков',
    html: '',
    items: [{ title: 'Подвески', link: '/diamant-jewelry-catalog/pendants/' }, { title: 'Серьги', link: '/diamant-jewelry-catalog/earrings/' }],
  },
];

export const journalAndBrandAreaSeeds: readonly AreaSeed[] = [
  {
    code: 'journal-banner',
    title: 'Журнал',
    html: '<p>Как выбрать, носить и беречь украшения: советы наших ювелиров и геммологов.</p>',
    items: [{ title: 'Весь каталог', link: '/jewelry-catalog/', image: icon('star') }],
  },
  {
    code: 'journal-articles',
    title: 'Статьи',
    html: '',
    items: articles.map((article) => ({ title: article.title, html: `<p>${article.lead}</p>`, link: `/blog/${article.slug}/`, image: icon('envelope') })),
  },
  ...articles.flatMap(articleAreas),
  ...diamantAreas,
];

const page = pageSeed;

export const journalAndBrandPageSeeds: readonly PageSeed[] = [
  page('journal', 'Журнал', 'Журнал «Орнамента» — советы ювелиров', 'Как выбрать размер кольца, ухаживать за серебром и читать характеристики бриллианта.', ['journal-banner', 'journal-articles']),
  ...articles.map((article) => page(`journal-${article.slug}`, article.title, `${article.title} — журнал «Орнамента»`, article.lead, articleAreas(article).map((area) => area.code))),
  page('diamant-brand', 'О бренде', 'О бренде Diamant', 'Ювелирный дом Diamant: бриллианты с сертификатами, собственные салоны и пожизненный сервис.', ['diamant-brand-banner', 'diamant-brand-values']),
  page('diamant-blagovest', 'Blagovest', 'Коллекция Blagovest — Diamant', 'Украшения с бриллиантами в классических оправах из белого и красного золота.', ['diamant-blagovest-banner', 'diamant-blagovest-products']),
  page('diamant-diamonds', 'Di Diamonds', 'Коллекция Di Diamonds — Diamant', 'Современные украшения с россыпью бриллиантов и цветными камнями.', ['diamant-diamonds-banner', 'diamant-diamonds-products']),
  page('diamant-gifts', 'Подарки', 'Подарки с бриллиантами — Diamant', 'Украшения с бриллиантами в подарок: фирменная упаковка и паспорт камня.', ['diamant-gifts-banner', 'diamant-gifts-products']),
];
