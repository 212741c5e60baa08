// Content areas the storefronts fetch by code (spec 2 §7): the mobile-app banner on the account's main
// page, the Premium selling points, the GIA certificate note of diamond pieces and the quality slides
// of the product page. The contacts (feedback-channels) live with the shop's texts in contentAreas.ts.
import { contentPictureUrl } from '../../services/media/contentPictures';
import { type AreaItemSeed, type AreaSeed, item } from './contentAreas';

const card = (title: string, html: string, icon: string): AreaItemSeed => ({ ...item(title, html), image: contentPictureUrl(icon) });

export const storefrontAreaSeeds: readonly AreaSeed[] = [
  {
    code: 'download-app-banner',
    title: 'Приложение «Орнамент»',
    html: '<p>Следите за заказами, показывайте бонусную карту на кассе и первыми узнавайте о распродажах — в приложении для iPhone и Android.</p>',
    items: [
      item('App Store', '<p>Для iPhone и iPad, iOS 15 и новее</p>', 'https://apps.apple.com/ru/app/ornament/id1502746391'),
      item('Google Play', '<p>Для смартфонов на Android 8 и новее</p>', 'https://play.google.com/store/apps/details?id=ru.ornament.app'),
      item('RuStore', '<p>Российский магазин приложений</p>', 'https://www.rustore.ru/catalog/app/ru.ornament.app'),
      item('AppGallery', '<p>Для смартфонов Huawei и Honor</p>', 'https://appgallery.huawei.com/app/C104839521'),
    ],
  },
  {
    code: 'utp-premium',
    title: 'Почему выбирают Premium',
    html: '<p>Premium — украшения с бриллиантами и драгоценными камнями, за которыми стоит сервис ювелирного дома.</p>',
    items: [
      card('Камни с сертификатом', '<p>Бриллианты от 0,3 карата — с сертификатом геммологической лаборатории и лазерной гравировкой номера на рундисте.</p>', 'diamond'),
      card('Персональный консультант', '<p>Подберёт украшение и размер, отложит изделие в удобном магазине и напомнит о годовщине.</p>', 'profile'),
      card('Бонусы с каждой покупки', '<p>10% от суммы покупки возвращаются бонусами — ими можно оплатить до 30% следующего заказа.</p>', 'star'),
      card('Подарочная упаковка', '<p>Футляр из натуральной кожи и доставка курьером в подарочной упаковке — бесплатно.</p>', 'gift'),
    ],
  },
  {
    code: 'gia',
    title: 'Сертификат GIA',
    html:
      '<p>GIA (Геммологический институт Америки) — независимая лаборатория, чья система оценки бриллиантов принята во всём мире. Сертификат описывает камень по четырём параметрам «4C»:</p>' +
      '<ul><li><strong>Cut</strong> — качество огранки: пропорции, симметрия и полировка;</li><li><strong>Color</strong> — цвет по шкале от D (бесцветный) до Z;</li><li><strong>Clarity</strong> — чистота: от FL (без включений) до I3;</li><li><strong>Carat</strong> — масса камня в каратах.</li></ul>' +
      '<p>Номер сертификата выгравирован лазером на рундисте бриллианта и виден под лупой. Сертификат GIA прилагается к изделиям Diamant с бриллиантом от 0,3 карата; оригинал вручают вместе с украшением.</p>',
    items: [item('Проверить сертификат на сайте GIA', '<p>Report Check по номеру сертификата</p>', 'https://www.gia.edu/report-check-landing')],
  },
  {
    code: 'quality-garantee-slides-media',
    title: 'Почему нам доверяют',
    html: '',
    items: [
      card('Собственное производство', '<p>Создаём украшения на своём заводе с 1996 года — от эскиза и восковой модели до закрепки камней.</p>', 'diamond'),
      card('Клеймо Пробирной палаты', '<p>Каждое изделие из золота и серебра опробовано и заклеймено государственной пробирной палатой.</p>', 'star'),
      card('Гарантия 12 месяцев', '<p>Производственный дефект устраним бесплатно в любом магазине сети.</p>', 'heart'),
      card('Примерка при получении', '<p>Примерьте украшение при курьере или в магазине и оплатите только то, что подошло.</p>', 'profile'),
      card('Подарочная упаковка', '<p>Каждое украшение — в фирменной коробочке, готовой к вручению.</p>', 'gift'),
    ],
  },
];
