// Shops in the reference cities: several in big cities, one in small ones; premium salons only where
// the diamond brand sells, franchises mostly in smaller cities.
import { cities, type CountryCode, type ReferenceCity } from '@ornament/domain';
import type { OpeningHours, StoreType, stores } from '../schema';
import { createRandom, hashString, type Random } from './random';
import { storeMapAttributes } from './shopMap';

export type StoreRow = typeof stores.$inferInsert & { id: number; type: StoreType };

const malls = ['ТЦ «Европейский»', 'ТРЦ «Галерея»', 'ТЦ «Мега»', 'ТРК «Атриум»', 'ТЦ «Авиапарк»', 'ТРЦ «Океания»', 'ТЦ «Гранд Парк»', 'ТРЦ «Аура»', 'ТЦ «Пассаж»', 'ТРЦ «Радуга»', 'ТЦ «Центральный»', 'ТРЦ «Июнь»'];
const streets = ['ул. Ленина', 'пр. Мира', 'ул. Советская', 'ул. Пушкина', 'Центральная ул.', 'ул. Гагарина', 'ул. Кирова', 'пр. Победы', 'ул. Садовая', 'Набережная ул.', 'ул. Абая', 'пр. Независимости'];
const phonePrefix: Record<CountryCode, string> = { RU: '+7 800', KZ: '+7 727', BY: '+375 17', AM: '+374 10', KG: '+996 312', RO: '+40 21', MD: '+373 22' };

function storeCount(city: ReferenceCity): number {
  if (city.population >= 10_000_000) return 8;
  if (city.population >= 5_000_000) return 5;
  if (city.population >= 1_500_000) return 3;
  if (city.population >= 900_000) return 2;
  return 1;
}

function typeOf(random: Random, city: ReferenceCity, index: number): StoreType {
  if (index === 0 && city.population >= 1_000_000 && city.countryCode === 'RU') return 'premium';
  if (city.population < 800_000 && random.chance(0.5)) return 'franchise';
  return random.chance(0.15) ? 'franchise' : 'retail';
}

function hoursOf(random: Random): OpeningHours {
  const open = random.pick(['09:00', '10:00', '10:00']);
  const close = random.pick(['21:00', '22:00', '22:00']);
  return Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, { open, close }]));
}

function phoneOf(random: Random, country: CountryCode): string {
  const digits = String(random.int(1_000_000, 9_999_999));
  return `${phonePrefix[country]} ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function generateStores(referenceCities: readonly ReferenceCity[] = cities): StoreRow[] {
  const rows: StoreRow[] = [];
  for (const city of referenceCities) {
    const random = createRandom(hashString(city.guid));
    for (let i = 0; i < storeCount(city); i++) {
      const id = rows.length + 1;
      const type = typeOf(random, city, i);
      const inMall = random.chance(0.7);
      const place = inMall ? random.pick(malls) : `${random.pick(streets)}, д. ${random.int(1, 120)}`;
      const name = type === 'premium' ? `Diamant Premium, ${place}` : `Орнамент, ${place}`;
      const address = inMall ? `г. ${city.name}, ${random.pick(streets)}, д. ${random.int(1, 120)}, ${place}` : `г. ${city.name}, ${place}`;
      rows.push({
        id,
        code: `ST-${String(id).padStart(4, '0')}`,
        name,
        type,
        cityGuid: city.guid,
        address,
        // Within a few kilometres of the centre, so a map of the city shows them all.
        lat: Math.round((city.lat + random.float(-0.06, 0.06)) * 1e6) / 1e6,
        lon: Math.round((city.lon + random.float(-0.09, 0.09)) * 1e6) / 1e6,
        openingHours: hoursOf(random),
        phone: phoneOf(random, city.countryCode),
        ...storeMapAttributes(city, i, type),
      });
    }
  }
  return rows;
}
