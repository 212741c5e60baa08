// Issue 8: the content pages and landings (spec 1 §2, spec 2 §2, spec 3 §3 "Work and holiday page")
// as content areas, in Russian. An area's code suffix is its block kind (domain contentBlocks.ts):
// '-banner' heads the page, '-products' holds catalogue strips, items make cards, HTML makes text.
import { contentPictureUrl } from '../../services/media/contentPictures';
import type { AreaSeed } from './contentAreas';
import { type PageSeed, pageSeed } from './contentPages';

const icon = contentPictureUrl;

export const landingAreaSeeds: readonly AreaSeed[] = [
  // Work and holiday schedule: support (date, time), delivery (city, comments), partner points (name, link, icon).
  {
    code: 'work-holiday-banner',
    title: 'Работаем в праздники',
    html: '<p>Магазины, служба поддержки и доставка в новогодние праздники работают по особому графику. Проверьте его заранее, чтобы подарки пришли вовремя.</p>',
    items: [{ title: 'Выбрать подарок', link: '/gifts/', image: icon('gift') }],
  },
  {
    code: 'work-holiday-support',
    title: 'Служба поддержки',
    html: '',
    items: [
      { title: '31 декабря', text: 'с 9:00 до 18:00' },
      { title: '1 января', text: 'выходной' },
      { title: '2 января', text: 'с 12:00 до 21:00' },
      { title: '3–8 января', text: 'с 9:00 до 21:00' },
    ],
  },
  {
    code: 'work-holiday-delivery',
    title: 'Доставка',
    html: '',
    items: [
      { title: 'Москва', text: 'Курьерская доставка 31 декабря — до 16:00; 1 и 2 января доставки нет.' },
      { title: 'Санкт-Петербург', text: 'Заказы, оформленные после 29 декабря, доставим с 3 января.' },
      { title: 'Казань', text: 'Экспресс-доставка не работает 31 декабря и 1 января.' },
      { title: 'Другие города', text: 'Сроки доставки увеличиваются на 2–3 дня.' },
    ],
  },
  {
    code: 'work-holiday-partner-points',
    title: 'Пункты выдачи партнёров',
    html: '<p>Пункты выдачи работают по графику партнёров; срок хранения заказа продлевается на время праздников.</p>',
    items: [
      { title: 'СДЭК', link: 'https://www.cdek.ru/ru/offices/', image: icon('bag') },
      { title: 'Boxberry', link: 'https://boxberry.ru/find_an_office/', image: icon('envelope') },
      { title: 'Почта России', link: 'https://www.pochta.ru/offices', image: icon('envelope') },
    ],
  },
  // Delivery terms of the Kazakhstan host (prices in tenge); the other editions read delivery-terms.
  {
    code: 'delivery-courier-kz',
    title: 'Курьерская доставка',
    html: '<p>Доставим заказ курьером за 1–4 дня. Бесплатно при заказе от 25 000 ₸, иначе — 1 500 ₸. Курьер позвонит заранее; примерить изделие можно при получении.</p><ul><li>Астана и Алматы — на следующий день</li><li>Другие города — от 2 до 4 дней</li></ul>',
  },
  {
    code: 'delivery-pickup-kz',
    title: 'Самовывоз из магазина',
    html: '<p>Бесплатно из любого магазина «Орнамент» в Казахстане. Заказ хранится в магазине 7 дней.</p>',
  },
  // Vacancies (KZ and the diamond brand have their own page; RU links to the jobs site).
  {
    code: 'vacancies-banner',
    title: 'Работа в «Орнаменте»',
    html: '<p>Мы ищем тех, кто любит украшения и людей: продавцов-консультантов, ювелиров и специалистов в офис.</p>',
    items: [{ title: 'Написать в отдел кадров', link: 'mailto:hr@ornament.ru', image: icon('envelope') }],
  },
  {
    code: 'vacancies-list',
    title: 'Открытые вакансии',
    html: '',
    items: [
      { title: 'Продавец-консультант', html: '<p>Полный рабочий день, график 2/2. Обучение за счёт компании, премии от продаж.</p>' },
      { title: 'Управляющий магазином', html: '<p>Опыт руководства розничным магазином от 2 лет. Оклад и бонус за выполнение плана.</p>' },
      { title: 'Ювелир-ремонтник', html: '<p>Работа в мастерской: ремонт, подгонка размера, чистка и полировка изделий.</p>' },
    ],
  },
  {
    code: 'vacancies-benefits',
    title: 'Что мы предлагаем',
    html: '<ul><li>официальное оформление с первого дня;</li><li>скидка сотрудника на украшения;</li><li>обучение и рост внутри компании;</li><li>ДМС после испытательного срока.</li></ul>',
  },
  {
    code: 'vacancies-diamant-banner',
    title: 'Карьера в Diamant',
    html: '<p>Присоединяйтесь к команде салонов Diamant: работаем с украшениями с бриллиантами и ценим экспертизу.</p>',
    items: [{ title: 'Отправить резюме', link: 'mailto:career@diamant-jewelry.ru', image: icon('envelope') }],
  },
  {
    code: 'vacancies-diamant-list',
    title: 'Открытые вакансии',
    html: '',
    items: [
      { title: 'Эксперт по бриллиантам', html: '<p>Консультирование клиентов салона, знание геммологии приветствуется.</p>' },
      { title: 'Администратор салона', html: '<p>Ведение записи клиентов, организация закрытых показов.</p>' },
    ],
  },
  // Landings.
  {
    code: 'collections-banner',
    title: 'Коллекции',
    html: '<p>Украшения, объединённые одной идеей: от лаконичной классики до смелых дизайнерских линий.</p>',
    items: [{ title: 'Весь каталог', link: '/jewelry-catalog/', image: icon('diamond') }],
  },
  {
    code: 'collections-list',
    title: 'Наши коллекции',
    html: '',
    items: [
      { title: 'Классика', html: '<p>Обручальные кольца и серьги-пусеты на каждый день.</p>', link: '/jewelry-catalog/rings/', image: icon('heart') },
      { title: 'Жемчуг', html: '<p>Нити, подвески и серьги с речным и морским жемчугом.</p>', link: '/jewelry-catalog/necklaces/', image: icon('diamond') },
      { title: 'Цепи и подвески', html: '<p>Плетения бисмарк, якорное и снейк — золото и серебро.</p>', link: '/jewelry-catalog/chains/', image: icon('star') },
    ],
  },
  {
    code: 'collections-products',
    title: 'Из коллекций',
    html: '',
    items: [{ title: 'Кольца', link: '/jewelry-catalog/rings/' }, { title: 'Серьги', link: '/jewelry-catalog/earrings/' }],
  },
  {
    code: 'gifts-banner',
    title: 'Подарки',
    html: '<p>Идеи подарков на любой повод и бюджет. Упакуем бесплатно и доставим к нужной дате.</p>',
    items: [{ title: 'Подарочная карта', link: '/gift-card/', image: icon('gift') }],
  },
  {
    code: 'gifts-ideas',
    title: 'Кому дарим',
    html: '',
    items: [
      { title: 'Любимой', html: '<p>Серьги и кольца с бриллиантами, подвески-сердца.</p>', link: '/jewelry-catalog/earrings/', image: icon('heart') },
      { title: 'Маме', html: '<p>Жемчуг, броши и классические серьги.</p>', link: '/jewelry-catalog/brooches/', image: icon('star') },
      { title: 'Мужчине', html: '<p>Часы, запонки и зажимы для галстука.</p>', link: '/watch-catalog/', image: icon('bag') },
    ],
  },
  {
    code: 'gifts-products',
    title: 'Популярные подарки',
    html: '',
    items: [{ title: 'Подвески', link: '/jewelry-catalog/pendants/' }],
  },
  {
    code: 'premium-banner',
    title: 'Premium',
    html: '<p>Украшения с бриллиантами и драгоценными камнями от 50 000 ₽: сертификат, персональный консультант и примерка в Premium-магазинах.</p>',
    items: [{ title: 'Найти Premium-магазин', link: '/shops-map/', image: icon('diamond') }],
  },
  {
    code: 'premium-benefits',
    title: 'Что входит в Premium',
    html: '<ul><li>сертификат на каждый бриллиант от 0,3 карата;</li><li>бесплатная доставка курьером в подарочной упаковке;</li><li>чистка и проверка закрепки камней раз в год.</li></ul>',
  },
  {
    code: 'premium-products',
    title: 'Premium-украшения',
    html: '',
    items: [{ title: 'Кольца с бриллиантами', link: '/jewelry-catalog/rings/' }],
  },
  {
    code: 'sklv-banner',
    title: 'Ювелирный дом «Орнамент»',
    html: '<p>Собственное производство с 1996 года: от эскиза и восковой модели до закрепки камней и финальной полировки.</p>',
    items: [{ title: 'О бонусной программе', link: '/page/landing/bonus-system/', image: icon('star') }],
  },
  {
    code: 'sklv-history',
    title: 'Как создаются украшения',
    html: '<p>Каждое изделие проходит контроль качества и клеймение в Пробирной палате. Камни закрепляют вручную, а размеры колец можно подогнать в любом магазине сети.</p>',
  },
  {
    code: 'pokupay-banner',
    title: 'Покупайте в рассрочку',
    html: '<p>Оформите украшение в рассрочку без переплаты от 3 000 ₽. Решение банка — за 2 минуты, без визита в отделение.</p>',
    items: [{ title: 'Выбрать украшение', link: '/jewelry-catalog/', image: icon('bag') }],
  },
  {
    code: 'pokupay-steps',
    title: 'Как оформить',
    html: '',
    items: [
      { title: '1. Добавьте товары в корзину', html: '<p>Сумма заказа — от 3 000 до 300 000 ₽.</p>' },
      { title: '2. Выберите оплату «Рассрочка»', html: '<p>Заполните короткую анкету банка при оформлении.</p>' },
      { title: '3. Получите решение', html: '<p>Платёж спишется равными частями в течение 6 месяцев.</p>' },
    ],
  },
  {
    code: 'lombard-banner',
    title: 'Ломбард «Орнамент»',
    html: '<p>Займы под залог ювелирных изделий из золота и серебра. Оценка за 10 минут по паспорту, выкуп в любое время.</p>',
    items: [{ title: 'Адреса отделений', link: '/shops-map/', image: icon('diamond') }],
  },
  {
    code: 'lombard-terms',
    title: 'Условия займа',
    html: '<ul><li>сумма займа — до 80% оценочной стоимости;</li><li>срок — от 7 до 365 дней;</li><li>ставка — от 0,1% в день;</li><li>изделия хранятся в сейфе и застрахованы.</li></ul><p>Ломбард работает в отдельных магазинах сети; уточните адрес перед визитом.</p>',
  },
  {
    code: 'ring-atelier-banner',
    title: 'Кольцо на заказ',
    html: '<p>Ювелирное ателье изготовит кольцо по вашему эскизу или фотографии: подберём металл, камни и размер.</p>',
    items: [{ title: 'Смотреть готовые кольца', link: '/jewelry-catalog/rings/', image: icon('heart') }],
  },
  {
    code: 'ring-atelier-steps',
    title: 'Как мы работаем',
    html: '<ol><li>Вы оставляете заявку с описанием или эскизом.</li><li>Мастер связывается с вами и согласует 3D-модель.</li><li>Изготавливаем кольцо за 10–14 рабочих дней.</li></ol>',
  },
  {
    code: 'earrings-atelier-banner',
    title: 'Серьги на заказ',
    html: '<p>Создадим пару серег по вашему эскизу или дополним гарнитур к кольцу.</p>',
    items: [{ title: 'Смотреть серьги', link: '/jewelry-catalog/earrings/', image: icon('star') }],
  },
  {
    code: 'gift-shop-banner',
    title: 'Магазин подарков',
    html: '<p>Обменивайте бонусы на подарки: украшения, сертификаты и упаковку. Подарки доступны участникам бонусной программы.</p>',
    items: [{ title: 'Мои бонусы', link: '/personal/tasks-center/', image: icon('gift') }],
  },
  {
    code: 'gift-shop-rules',
    title: 'Как получить подарок',
    html: '<p>Выберите подарок, добавьте его в корзину вместе с заказом и оплатите бонусами — до 30% стоимости заказа.</p>',
  },
  {
    code: 'gift-shop-products',
    title: 'Подарки за бонусы',
    html: '',
    items: [{ title: 'Упаковка', link: '/packaging/' }],
  },
];

const page = pageSeed;

export const landingPageSeeds: readonly PageSeed[] = [
  page('work-holiday', 'График работы в праздники', 'График работы в праздники', 'Как работают служба поддержки, доставка и пункты выдачи партнёров в праздничные дни.', [
    'work-holiday-banner',
    'work-holiday-support',
    'work-holiday-delivery',
    'work-holiday-partner-points',
  ]),
  page('delivery-terms-kz', 'Доставка и оплата', 'Доставка и оплата', 'Курьерская доставка и самовывоз из магазинов «Орнамент» в Казахстане. Способы оплаты и возврат.', [
    'delivery-courier-kz',
    'delivery-pickup-kz',
    'payment-info-kt',
    'refund-info-kt',
  ]),
  page('vacancies', 'Вакансии', 'Вакансии — работа в «Орнаменте»', 'Открытые вакансии сети ювелирных магазинов «Орнамент»: продавцы, управляющие, ювелиры.', ['vacancies-banner', 'vacancies-list', 'vacancies-benefits']),
  page('vacancies-diamant', 'Вакансии', 'Вакансии Diamant', 'Работа в салонах Diamant: эксперты по бриллиантам и администраторы.', ['vacancies-diamant-banner', 'vacancies-diamant-list']),
  page('collections', 'Коллекции', 'Коллекции украшений', 'Коллекции ювелирных украшений «Орнамент»: классика, жемчуг, цепи и подвески.', ['collections-banner', 'collections-list', 'collections-products']),
  page('gifts', 'Подарки', 'Идеи подарков — украшения в подарок', 'Подарки на любой повод: украшения для любимой, мамы и мужчины, подарочные карты.', ['gifts-banner', 'gifts-ideas', 'gifts-products']),
  page('premium', 'Premium', 'Premium — украшения с бриллиантами', 'Украшения с бриллиантами от 50 000 ₽ с сертификатом и персональным консультантом.', ['premium-banner', 'premium-benefits', 'premium-products']),
  page('sklv', 'О компании', 'Ювелирный дом «Орнамент»', 'Собственное ювелирное производство с 1996 года и контроль качества каждого изделия.', ['sklv-banner', 'sklv-history']),
  page('pokupay', 'Рассрочка', 'Рассрочка без переплаты', 'Украшения в рассрочку без переплаты на 6 месяцев: решение банка за 2 минуты.', ['pokupay-banner', 'pokupay-steps']),
  page('lombard', 'Ломбард', 'Ломбард — займы под залог украшений', 'Займы под залог золота и серебра: оценка за 10 минут, до 80% стоимости.', ['lombard-banner', 'lombard-terms']),
  page('ring-atelier', 'Кольцо на заказ', 'Кольцо на заказ в ювелирном ателье', 'Изготовим кольцо по вашему эскизу за 10–14 рабочих дней.', ['ring-atelier-banner', 'ring-atelier-steps']),
  page('earrings-atelier', 'Серьги на заказ', 'Серьги на заказ в ювелирном ателье', 'Серьги по вашему эскизу или в пару к кольцу.', ['earrings-atelier-banner', 'ring-atelier-steps']),
  page('gift-shop', 'Магазин подарков', 'Магазин подарков за бонусы', 'Обменивайте бонусы на подарки и упаковку.', ['gift-shop-banner', 'gift-shop-rules', 'gift-shop-products']),
];
