// Content areas in Russian (spec 1 §7): shop texts a page pulls by code. Payment and refund areas hold
// one item per payment-text index (RU 0, KZ 1, other countries 2, diamond brand 3).
import { contentPictureUrl } from '../../services/media/contentPictures';

export interface AreaItemSeed {
  title: string;
  text?: string;
  html?: string;
  link?: string;
  image?: string;
  hoverImage?: string;
}
export interface AreaSeed {
  code: string;
  title: string;
  html: string;
  items?: readonly AreaItemSeed[];
}

export const item = (title: string, html: string, link?: string): AreaItemSeed => ({
  title,
  html,
  text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim(),
  ...(link ? { link } : {}),
});

/** A promo-button label with its icon and the icon's hover state, both drawn by the API. */
const navButton = (title: string, icon: string, link?: string): AreaItemSeed => ({
  title,
  image: contentPictureUrl(icon),
  hoverImage: contentPictureUrl(`${icon}-hover`),
  ...(link ? { link } : {}),
});

export const contentAreaSeeds: readonly AreaSeed[] = [
  {
    // The header's custom promo button (spec 1 §2): the first item's link is the button's url; the
    // labels take turns on it, each with its picture and hover picture.
    code: 'nav-buttons',
    title: 'Кнопка «Подарки» в шапке',
    html: '',
    items: [navButton('Подарки', 'gift', '/gifts/'), navButton('Для неё', 'heart'), navButton('С бриллиантами', 'diamond')],
  },
  {
    code: 'payment-info-kt',
    title: 'Оплата',
    html: '<p>Оплатить заказ можно онлайн на сайте или при получении.</p>',
    items: [
      item('Россия', '<p>Банковской картой МИР, Visa или Mastercard онлайн, через СБП, SberPay, частями через «Сплит» или в рассрочку. При получении в магазине — картой или наличными.</p><p>Подарочные карты «Орнамента» принимаются при оплате на сайте.</p>'),
      item('Казахстан', '<p>Банковской картой онлайн или при получении в магазине. Цены указаны в тенге, включая НДС.</p>'),
      item('Другие страны', '<p>Банковской картой онлайн. Списание проходит в российских рублях по курсу вашего банка.</p>'),
      item('Diamant', '<p>Картой онлайн, через СБП или в салоне при получении. Для изделий дороже 300 000 ₽ доступна персональная рассрочка — уточните у консультанта.</p>'),
    ],
  },
  {
    code: 'refund-info-kt',
    title: 'Возврат',
    html: '<p>Ювелирные изделия надлежащего качества можно вернуть, если заказ не был получен.</p>',
    items: [
      item('Россия', '<p>Неполученный заказ отменяется бесплатно, деньги вернутся на карту в течение 10 рабочих дней. Изделие с производственным дефектом примем на экспертизу в любом магазине сети.</p>'),
      item('Казахстан', '<p>Деньги за отменённый заказ вернутся на карту в течение 10 рабочих дней. Для экспертизы изделия обратитесь в магазин «Орнамент» в вашем городе.</p>'),
      item('Другие страны', '<p>Деньги за отменённый заказ возвращаются на карту, с которой была оплата, в течение 14 рабочих дней.</p>'),
      item('Diamant', '<p>Возврат и обмен изделий с бриллиантами — через салон Diamant с сертификатом изделия. Консультант поможет подобрать размер заранее.</p>'),
    ],
  },
  {
    code: 'auth-banner',
    title: 'Войдите, чтобы получить бонусы',
    html: '<p>Копите <strong>10% бонусами</strong> с каждой покупки и получайте бонусы за задания: отзыв, заполненный профиль, подписку.</p>',
    items: [item('Войти или зарегистрироваться', '<p>Вход по номеру телефона — без пароля.</p>', '/auth/registration/')],
  },
  {
    code: 'feedback-channels',
    title: 'Связаться с нами',
    html: '<p>Ответим ежедневно с 9:00 до 21:00 по московскому времени.</p>',
    items: [
      item('Телефон', '<p>8 800 1000 750, звонок бесплатный</p>', 'tel:88001000750'),
      item('Telegram', '<p>Чат с консультантом</p>', 'https://t.me/ornament_support'),
      item('WhatsApp', '<p>Напишите нам в WhatsApp</p>', 'https://wa.me/78001000750'),
      item('Электронная почта', '<p>help@ornament.ru</p>', 'mailto:help@ornament.ru'),
    ],
  },
  {
    code: 'quality-garantee-media',
    title: 'Гарантия качества',
    html: '<p>Каждое изделие проходит контроль качества и опробовано Пробирной палатой.</p>',
    items: [
      item('Проба на каждом изделии', '<p>Клеймо пробы и именник производителя.</p>'),
      item('Сертификаты на бриллианты', '<p>К изделиям с бриллиантами прилагается паспорт вставки.</p>'),
      item('Гарантия 12 месяцев', '<p>Бесплатный ремонт производственных дефектов в течение года.</p>'),
      item('Бесплатная чистка', '<p>Ультразвуковая чистка украшений в любом магазине сети.</p>'),
    ],
  },
  {
    code: 'main-syte-images',
    title: 'Баннеры главной страницы',
    html: '',
    items: [
      item('Новая коллекция «Северное сияние»', '<p>Серебро и топазы цвета полярного неба</p>', '/newitems/jewelry-catalog/'),
      item('Скидки до 50%', '<p>На избранные украшения из золота</p>', '/jewelry-catalog/discount/'),
      item('Обручальные кольца', '<p>Гравировка в подарок</p>', '/jewelry-catalog/rings/wedding-rings/'),
      item('Бонусная программа', '<p>Оплачивайте бонусами до 30% покупки</p>', '/page/landing/bonus-system/'),
    ],
  },
  { code: 'delivery-courier', title: 'Курьерская доставка', html: '<p>Доставим заказ курьером в течение 1–3 дней. Бесплатно при заказе от 3 000 ₽, иначе — 290 ₽. Курьер позвонит заранее; примерить изделие можно при получении.</p><ul><li>Москва и Санкт-Петербург — на следующий день</li><li>Другие города — от 2 до 5 дней</li></ul>' },
  { code: 'delivery-pickup', title: 'Самовывоз из магазина', html: '<p>Бесплатно из любого магазина сети. Если изделие есть в выбранном магазине, заберите его сегодня же; если нет — привезём за 2–4 дня.</p><p>Заказ хранится в магазине 7 дней.</p>' },
  { code: 'delivery-express', title: 'Экспресс-доставка', html: '<p>За 2 часа в пределах города — в Москве, Санкт-Петербурге, Казани и Екатеринбурге. Стоимость — 490 ₽.</p>' },
  // Spec 3 §9: bonuses are 10% of the bought-out items without the part paid by bonuses, and pay up to
  // 30% of the next order; one rate for every shopper (no levels), accruals spendable after the
  // 14-day return window, task rewards at once.
  { code: 'bonus-system-rules', title: 'Как работает бонусная программа', html: '<ol><li>Зарегистрируйтесь по номеру телефона — и вы участник программы.</li><li>Получайте бонусами 10% от суммы выкупленных товаров: часть, оплаченная бонусами, не учитывается.</li><li>Оплачивайте бонусами до 30% стоимости следующего заказа.</li></ol><p>1 бонус = 1 рубль. Бонусы за покупку становятся доступны через 14 дней после получения заказа, когда закончится срок возврата.</p>' },
  { code: 'bonus-system-tasks', title: 'Ещё больше бонусов', html: '<p>Начисление одно для всех: 10% от выкупленных товаров без учёта оплаченной бонусами части. Дополнительные бонусы дают задания в <a href="/personal/tasks-center/">центре заданий</a>:</p><ul><li>первый заказ;</li><li>отзыв о покупке;</li><li>заполненный профиль;</li><li>подписка на новости.</li></ul><p>Бонусы за задание начисляются сразу — ими можно оплатить до 30% ближайшего заказа.</p>' },
  {
    code: 'bonus-system-faq',
    title: 'Вопросы и ответы',
    html: '',
    items: [
      item('Как стать участником программы?', '<p>Зарегистрируйтесь на сайте или в магазине по номеру телефона — бонусный счёт откроется сразу.</p>'),
      item('Когда начисляются бонусы за покупку?', '<p>Через 14 дней после получения заказа, когда закончится срок возврата. Бонусы за задания начисляются сразу.</p>'),
      item('Какую часть заказа можно оплатить бонусами?', '<p>До 30% стоимости заказа; 1 бонус равен 1 рублю.</p>'),
      item('Можно ли потратить бонусы в магазине?', '<p>Да, назовите на кассе номер телефона или покажите QR-код из личного кабинета.</p>'),
    ],
  },
  { code: 'bonus-system-diamant-rules', title: 'Привилегии клиентов Diamant', html: '<p>Клиенты Diamant получают бонусами 10% от суммы выкупленных украшений (без учёта оплаченной бонусами части) и оплачивают ими до 30% следующего заказа. А ещё — персональный консультант и приглашения на закрытые показы коллекций.</p><p>Бонусы можно потратить в салонах Diamant и на сайте.</p>' },
  { code: 'installment-pay', title: 'Рассрочка', html: '<p>Рассрочка на 6 месяцев без переплаты. Решение банка — за 2 минуты.</p>' },
  // Product page payment blocks (spec 2 §7 content areas): shown beside the price.
  { code: 'bnpl', title: 'Оплата частями', html: '<p>Четыре платежа раз в две недели без переплаты: первый — 25% при оформлении, остальные спишутся автоматически.</p>' },
  { code: 'split', title: 'Сплит', html: '<p>Разделите оплату на 2, 4 или 6 месяцев в сервисе «Сплит». Без процентов при своевременных платежах.</p>' },
  { code: 'personal-price', title: 'Персональная цена', html: '<p>Войдите в аккаунт: участникам бонусной программы на изделия без скидки действует персональная цена — на 7% ниже.</p>' },
  {
    code: 'product-trade-in',
    title: 'Trade-in: обменяйте старое золото',
    html: '<p>Сдайте золотые украшения в любом магазине сети и получите их стоимость скидкой на новое изделие. Оценка занимает 15 минут.</p>',
    items: [item('Как работает trade-in', '<p>Условия и адреса магазинов</p>', '/page/landing/trade-in/')],
  },
  { code: 'sber-buy', title: 'Покупай со Сбером', html: '<p>Оформите покупку частями в СберБанк Онлайн.</p>' },
  { code: 'sberpay', title: 'SberPay', html: '<p>Оплата в одно касание в приложении СберБанк Онлайн.</p>' },
  { code: 'sberspasibo', title: 'СберСпасибо', html: '<p>Оплачивайте до 99% покупки бонусами СберСпасибо.</p>' },
  { code: 'sbp-short', title: 'СБП', html: '<p>Оплата по QR-коду через Систему быстрых платежей.</p>' },
  { code: 'sale-terms', title: 'Условия акции', html: '<p>Скидка указана на ценнике и не суммируется с другими акциями. Количество товара ограничено.</p>' },
  { code: 'shops-schedule', title: 'Режим работы магазинов', html: '<p>Большинство магазинов открыты ежедневно с 10:00 до 22:00. Точное время работы — на странице магазина.</p>' },
  {
    // Issue 7: the notification centre's content messages (spec 3 §4): shown to everyone, their viewed
    // ids kept in the browser (viewedMessage); the newest unviewed one pops up at a session's start.
    code: 'communication-center',
    title: 'Новости магазина',
    html: '',
    items: [
      item('Бесплатная доставка от 5 000 ₽', '<p>Курьером и в пункты выдачи по всей России — при заказе от 5 000 ₽.</p>', '/delivery-terms/'),
      item('Задания с бонусами', '<p>Оставляйте отзывы, заполняйте профиль и получайте бонусы на покупки.</p>', '/personal/tasks-center/'),
    ],
  },
  // Spec 3 §7 "Bonuses and personal offers": the intro over the account's personal offers.
  {
    code: 'personal-offers',
    title: 'Персональные предложения',
    html: '<p>Скидки, которые мы подобрали лично для вас по истории покупок. Каждое действует до указанной даты и применяется в корзине автоматически.</p>',
  },
  {
    code: 'dashboard-services',
    title: 'Сервисы',
    html: '',
    items: [
      item('Ювелирная мастерская', '<p>Ремонт, чистка, изменение размера</p>', '/promo/ring-atelier/'),
      item('Trade-in', '<p>Обменяйте старое золото на новое украшение</p>', '/page/landing/trade-in/'),
      item('Подарочные карты', '<p>От 1 000 до 100 000 ₽</p>', '/gift-card/'),
    ],
  },
  {
    // Spec 3 §7: the reasons offered when a shopper deletes their account; an item's id is the
    // ProfileDeleteForm's id.
    code: 'reasons-deletion',
    title: 'Причины удаления аккаунта',
    html: '',
    items: [
      { title: 'Слишком много рассылок и уведомлений' },
      { title: 'Не нашёл подходящих украшений' },
      { title: 'Пользуюсь другим аккаунтом' },
      { title: 'Беспокоюсь о сохранности личных данных' },
      { title: 'Неудобно пользоваться сайтом' },
      { title: 'Другая причина' },
    ],
  },
];
