// Shop map (spec 3 §3 "Shop point and map", §4 "Shop map"): the shopper-facing texts of /shops-map/
// and the API's messages, in Russian.

export const shopMapTexts = {
  title: 'Магазины на карте',
  description: 'Адреса ювелирных магазинов, часы работы и праздничный режим',
  cityLabel: 'Город',
  allCities: 'Все города',
  searchLabel: 'Адрес, название или метро',
  searchPlaceholder: 'Например, Тверская',
  searchSubmit: 'Найти',
  filtersLabel: 'Фильтры магазинов',
  listLabel: 'Список магазинов',
  mapLabel: 'Карта магазинов',
  loading: 'Загружаем магазины…',
  empty: 'В этом месте магазинов не нашлось. Снимите фильтры или выберите другой город.',
  loadFailed: 'Не удалось загрузить магазины.',
  retry: 'Повторить',
  showMore: 'Показать ещё',
  shownOf: (shown: number, total: number) => `Показано ${shown} из ${total}`,
  details: 'Подробнее',
  back: 'К списку магазинов',
  detailLoading: 'Загружаем магазин…',
  detailFailed: 'Не удалось загрузить магазин.',
  openingHours: 'Часы работы',
  holidayHours: 'Праздничный режим работы',
  dayOff: 'выходной',
  phone: 'Телефон',
  metro: 'Метро',
  services: 'Услуги',
  addFavorite: 'Добавить в избранные магазины',
  removeFavorite: 'Удалить из избранных магазинов',
  favoriteAdded: 'Магазин в избранном',
  favoriteFailed: 'Не удалось изменить избранные магазины.',
  signInForFavorite: 'Войдите, чтобы сохранить магазин в избранном',
  counts: (flagships: number, partners: number, retails: number) =>
    `Фирменных магазинов: ${retails}, флагманских: ${flagships}, партнёрских: ${partners}`,
  offlineMap: 'Схема расположения магазинов',
  noCity: 'Выберите город, чтобы увидеть магазины',
  /** The city's zone from the geo service ('UTC+7:00'); Belarusian cities have none, so no line. */
  localTime: (zone: string) => `Часы работы указаны по местному времени (${zone})`,
  otherStores: (city: string, count: number) => `Ещё магазины в городе ${city}: ${count}`,
} as const;

export const shopMapServerMessages = {
  unknownStore: 'Магазин не найден',
  badBounds: 'Границы карты заданы неверно',
} as const;

/** Points per page of the shop map's list (spec 3 §4: pages append). */
export const shopMapPageSize = 12;

/** Holiday exceptions a point's detail lists at most. */
export const storeHolidayHoursLimit = 10;
/** Results of a geocode call at most, per kind. */
export const geocodeResultLimit = 5;
