// Shop-map seed (issue 8): each shop's map kinds, metro and services; holiday
// opening exceptions (New Year, Christmas, 8 March, May holidays); the shops-map-filter-list area
// naming the map's filters. Deterministic: a random stream of its own per shop, so the shops'
// other columns (stores.ts) stay as they were.
import type { ReferenceCity } from '@ornament/domain';
import type { StorePointType } from '@ornament/api-contract';
import type { Db } from '../client';
import { contentAreaItems, contentAreas, storeHolidayHours, type StoreType } from '../schema';
import { insertInBatches } from './batches';
import { createRandom, hashString } from './random';

export interface StoreMapAttributes {
  pointTypes: StorePointType[];
  isOnMap: boolean;
  metro: string | null;
  services: string[];
}

const metroByCity: Record<string, readonly string[]> = {
  Москва: ['Тверская', 'Киевская', 'Белорусская', 'Парк культуры', 'Сокольники', 'ВДНХ', 'Таганская', 'Митино'],
  'Санкт-Петербург': ['Невский проспект', 'Площадь Восстания', 'Московская', 'Петроградская', 'Купчино'],
  Новосибирск: ['Площадь Ленина', 'Красный проспект', 'Студенческая'],
  Екатеринбург: ['Площадь 1905 года', 'Геологическая', 'Уралмаш'],
  Казань: ['Кремлёвская', 'Площадь Тукая', 'Суконная слобода'],
  'Нижний Новгород': ['Горьковская', 'Московская', 'Ленинская'],
  Самара: ['Российская', 'Гагаринская', 'Победа'],
  Алматы: ['Абая', 'Алатау', 'Райымбек батыра'],
  Минск: ['Немига', 'Купаловская', 'Площадь Победы'],
};

const serviceNames = ['Ювелирная мастерская', 'Гравировка', 'Чистка украшений', 'Подбор размера', 'Подарочная упаковка'];
export const tradeInService = 'Трейд-ин';

/** The map attributes of the `index`-th shop of a city, of business type `type`. */
export function storeMapAttributes(city: ReferenceCity, index: number, type: StoreType): StoreMapAttributes {
  const random = createRandom(hashString(`${city.guid}:map:${index}`));
  const flagship = city.population >= 1_500_000 && index === 1;
  const tradeIn = type !== 'franchise' && city.population >= 1_000_000 && index % 2 === 0;
  const pointTypes: StorePointType[] = [type, ...(flagship ? (['flagship'] as const) : []), ...(tradeIn ? (['trade_in'] as const) : [])];
  const metroNames = metroByCity[city.name];
  const services = [...random.sample(serviceNames, random.int(1, 3)), ...(tradeIn ? [tradeInService] : [])];
  return {
    pointTypes,
    // One shop in twelve is closed for a refit: a pickup store still, but off the map.
    isOnMap: hashString(`${city.guid}:${index}:on-map`) % 12 !== 5,
    metro: metroNames ? random.pick(metroNames) : null,
    services,
  };
}

interface HolidayRule {
  month: number;
  day: number;
  /** Added to the season's year (New Year's Eve is in the season's first year, the rest in the next). */
  yearOffset: 0 | 1;
  note: string;
  hours: { open: string; close: string } | null;
  /** Franchise shops keep their own hours on this day. */
  franchiseCloses?: boolean;
}

const holidayRules: readonly HolidayRule[] = [
  { month: 12, day: 31, yearOffset: 0, note: 'Новогодний вечер — сокращённый день', hours: { open: '10:00', close: '18:00' } },
  { month: 1, day: 1, yearOffset: 1, note: 'Новый год — выходной', hours: null },
  { month: 1, day: 2, yearOffset: 1, note: 'Новогодние каникулы', hours: { open: '12:00', close: '20:00' }, franchiseCloses: true },
  { month: 1, day: 7, yearOffset: 1, note: 'Рождество Христово', hours: { open: '11:00', close: '20:00' } },
  { month: 3, day: 8, yearOffset: 1, note: 'Международный женский день', hours: { open: '09:00', close: '22:00' } },
  { month: 5, day: 1, yearOffset: 1, note: 'Праздник Весны и Труда', hours: { open: '11:00', close: '20:00' } },
  { month: 5, day: 9, yearOffset: 1, note: 'День Победы', hours: { open: '11:00', close: '19:00' } },
];

/** Seasons seeded around the seed's day: New Year's Eve of last year, this year and next, and the holidays of the year after each. */
export function holidaySeasonsAround(today: Date): number[] {
  const year = today.getUTCFullYear();
  return [year - 1, year, year + 1];
}

const pad = (value: number) => String(value).padStart(2, '0');

export function storeHolidayRows(storeRows: readonly { id: number; type: StoreType }[], today: Date): (typeof storeHolidayHours.$inferInsert)[] {
  const seasons = holidaySeasonsAround(today);
  return storeRows.flatMap((store) =>
    seasons.flatMap((season) =>
      holidayRules.map((rule) => {
        const closed = rule.hours === null || (rule.franchiseCloses === true && store.type === 'franchise');
        return {
          storeId: store.id,
          day: `${season + rule.yearOffset}-${pad(rule.month)}-${pad(rule.day)}`,
          open: closed ? null : (rule.hours?.open ?? null),
          close: closed ? null : (rule.hours?.close ?? null),
          note: rule.note,
        };
      }),
    ),
  );
}

/** The map's named filters: the item title is the filter name, its text the point types it shows. */
export const shopMapFilterSeeds: readonly { name: string; pointTypes: readonly StorePointType[] }[] = [
  { name: 'Premium магазины', pointTypes: ['premium'] },
  { name: 'Флагманские магазины', pointTypes: ['flagship'] },
  { name: 'Партнёрские магазины', pointTypes: ['franchise', 'partner'] },
  { name: 'Пункты трейд-ин', pointTypes: ['trade_in'] },
];

export const shopMapFilterAreaCode = 'shops-map-filter-list';

export async function seedShopMap(db: Db, storeRows: readonly { id: number; type: StoreType }[], today: Date): Promise<void> {
  await insertInBatches(db, storeHolidayHours, storeHolidayRows(storeRows, today), 2000);
  const [area] = await db
    .insert(contentAreas)
    .values({ code: shopMapFilterAreaCode, title: 'Фильтры карты магазинов', html: '' })
    .returning({ id: contentAreas.id });
  if (!area) throw new Error('The shops-map-filter-list area was not written');
  await db.insert(contentAreaItems).values(
    shopMapFilterSeeds.map((filter, sort) => ({ areaId: area.id, title: filter.name, text: filter.pointTypes.join(','), sort })),
  );
}
