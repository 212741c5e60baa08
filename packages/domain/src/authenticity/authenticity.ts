// Product authentication (spec 2 §2, §3, §7): the shopper checks a product by its barcode and article
// behind a captcha, and may file a complaint about the shop with a photo of the cheque and the product.

export const authenticityPhotoKinds = ['cheque_photo', 'product_photo'] as const;
export type AuthenticityPhotoKind = (typeof authenticityPhotoKinds)[number];

const megabyte = 1024 * 1024;

export const authenticityLimits = {
  /**
   * Below the storefront proxy's 10 MB body limit (Next's proxyClientMaxBodySize), so an oversized
   * photo still reaches the API whole and is refused with its message rather than cut short.
   */
  photoMaxBytes: 8 * megabyte,
  /** How long a signed preview link stays valid. */
  previewLifetimeSeconds: 15 * 60,
  shopNameMax: 120,
  shopAddressMax: 250,
} as const;

/** EAN-8, UPC-A, EAN-13 or ITF-14: digits only. */
export const barcodePattern = /^\d{8,14}$/;
export const articlePattern = /^[0-9A-Za-zА-Яа-яЁё._-]{2,40}$/;

export const authenticityMessages = {
  pageTitle: 'Проверка подлинности изделия',
  lead: 'Введите штрихкод с бирки изделия и его артикул: мы проверим, что изделие выпущено нашей компанией',
  checkTitle: 'Проверка по штрихкоду и артикулу',
  barcodeLabel: 'Штрихкод',
  articleLabel: 'Артикул',
  captchaLabel: 'Символы с картинки',
  captchaImageAlt: 'Картинка с символами',
  captchaRefresh: 'Обновить картинку',
  verify: 'Проверить',
  identify: 'Найти изделие по штрихкоду',
  genuine: 'Изделие подлинное',
  genuineText: 'Изделие с этим штрихкодом и артикулом выпущено нашей компанией',
  notGenuine: 'Подлинность изделия не подтверждена',
  notGenuineText: 'Изделие с таким штрихкодом и артикулом не найдено. Если вы купили его в магазине, оставьте обращение',
  identified: 'Изделие по штрихкоду',
  barcodeNotFound: 'Изделие с таким штрихкодом не найдено',
  barcodeInvalid: 'Штрихкод — от 8 до 14 цифр',
  articleInvalid: 'Укажите артикул с бирки изделия',
  captchaRequired: 'Введите символы с картинки',
  captchaWrong: 'Неверно введены символы с картинки',
  captchaLoadError: 'Не удалось загрузить картинку',
  complaintTitle: 'Сообщить о подделке',
  shopNameLabel: 'Название магазина',
  shopAddressLabel: 'Адрес магазина',
  chequePhotoLabel: 'Фото чека',
  productPhotoLabel: 'Фото изделия',
  photoHint: `JPEG, PNG или WebP до ${authenticityLimits.photoMaxBytes / megabyte} МБ`,
  photoDelete: 'Удалить фото',
  photoUploading: 'Загружаем фото…',
  complaintSend: 'Отправить обращение',
  complaintSent: 'Обращение отправлено. Мы свяжемся с вами после проверки',
  shopNameRequired: 'Укажите название магазина',
  shopAddressRequired: 'Укажите адрес магазина',
  chequePhotoRequired: 'Приложите фото чека',
  productPhotoRequired: 'Приложите фото изделия',
  photoTooLarge: `Файл больше ${authenticityLimits.photoMaxBytes / megabyte} МБ`,
  photoMissing: 'Приложите фото в поле cheque_photo или product_photo',
  photoNotFound: 'Фото не найдено или уже приложено к обращению',
  previewExpired: 'Ссылка на фото устарела или неверна',
  tooManyRequests: 'Слишком много запросов. Попробуйте через минуту',
  requestError: 'Не удалось выполнить проверку. Попробуйте ещё раз',
} as const;

/** A deterministic EAN-13 for a product: the seed's barcode, and the check digit rule for input. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function productBarcode(productId: number): string {
  const body = `46${String(productId).padStart(10, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}
