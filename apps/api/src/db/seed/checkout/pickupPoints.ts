// Pickup points of the delivery services (services/offers/deliveryServices.ts) in every reference
// city: staffed points and parcel lockers a few kilometres around the centre, more in big cities.
// Deterministic: the same rows (ids included) on every seed.
import { type CountryCode, type ReferenceCity, type WeekHours, cities, workTimeText } from '@ornament/domain';
import type { Db } from '../../client';
import { pickupPoints } from '../../schema';
import { type DeliveryService, deliveryServicesOf } from '../../../services/offers/deliveryServices';
import { insertInBatches, syncSequence } from '../batches';
import { createRandom, hashString, type Random } from '../random';

export type PickupPointRow = typeof pickupPoints.$inferInsert & { id: number };

const russianStreets = ['ул. Ленина', 'пр. Мира', 'ул. Советская', 'ул. Гагарина', 'ул. Кирова', 'ул. Пушкина', 'ул. Садовая', 'Комсомольский пр.', 'ул. Маяковского', 'ул. Чехова', 'ул. Луначарского', 'ул. Горького'];
const streetsByCountry: Partial<Record<CountryCode, readonly string[]>> = {
  KZ: ['пр. Абая', 'ул. Кабанбай батыра', 'ул. Сейфуллина', 'пр. Республики', 'ул. Толе би', 'ул. Жибек жолы', 'ул. Назарбаева', 'ул. Богенбай батыра', 'ул. Сатпаева', 'ул. Кунаева'],
  BY: ['пр. Независимости', 'ул. Немига', 'пр. Победителей', 'ул. Притыцкого', 'ул. Сурганова', 'ул. Кальварийская', 'ул. Якуба Коласа', 'ул. Тимирязева'],
  AM: ['ул. Абовяна', 'пр. Маштоца', 'ул. Туманяна', 'ул. Сарьяна', 'пр. Комитаса', 'ул. Амиряна'],
  KG: ['пр. Чуй', 'ул. Киевская', 'пр. Манаса', 'ул. Токтогула', 'ул. Исанова', 'ул. Ахунбаева'],
  RO: ['бул. Унирии', 'бул. Магеру', 'ул. Виктории', 'бул. Еройлор', 'ул. Липскань', 'бул. Дачия'],
  MD: ['бул. Штефан чел Маре', 'ул. Пушкина', 'ул. Измаил', 'бул. Дачия', 'ул. Букурешть', 'бул. Мирча чел Бэтрын'],
};
const malls = ['ТЦ «Мега»', 'ТРЦ «Галерея»', 'ТЦ «Центральный»', 'ТРЦ «Радуга»', 'ТЦ «Пассаж»', 'супермаркет «Магнит»', 'супермаркет «Пятёрочка»', 'БЦ «Сити»'];

const daily = (open: string, close: string): WeekHours => Array.from({ length: 7 }, () => ({ open, close }));
const weekdaysAndWeekend = (weekday: [string, string], saturday: [string, string] | null, sunday: [string, string] | null): WeekHours => [
  ...Array.from({ length: 5 }, () => ({ open: weekday[0], close: weekday[1] })),
  saturday ? { open: saturday[0], close: saturday[1] } : null,
  sunday ? { open: sunday[0], close: sunday[1] } : null,
];
const staffedHours: readonly WeekHours[] = [daily('10:00', '21:00'), daily('09:00', '21:00'), weekdaysAndWeekend(['09:00', '20:00'], ['10:00', '18:00'], ['10:00', '18:00'])];
const postHours: readonly WeekHours[] = [weekdaysAndWeekend(['08:00', '20:00'], ['09:00', '18:00'], null), weekdaysAndWeekend(['09:00', '19:00'], ['09:00', '16:00'], null)];
const lockerHours: readonly WeekHours[] = [daily('08:00', '23:00'), daily('07:00', '22:00')];

function pointsPerService(city: ReferenceCity): number {
  if (city.population >= 5_000_000) return 6;
  if (city.population >= 1_000_000) return 4;
  if (city.population >= 300_000) return 3;
  return 2;
}

function pointOf(random: Random, city: ReferenceCity, service: DeliveryService, index: number, id: number): PickupPointRow {
  const isLocker = service.hasPostamats && index > 0 && random.chance(0.35);
  const street = random.pick(streetsByCountry[city.countryCode] ?? russianStreets);
  const house = random.int(1, 150);
  const place = isLocker ? `, ${random.pick(malls)}` : '';
  const name = isLocker ? `Постамат ${service.name}` : service.isPost ? `Отделение «${service.name}» № ${random.int(1, 99)}` : `Пункт выдачи ${service.name}`;
  const hours = random.pick(isLocker ? lockerHours : service.isPost ? postHours : staffedHours);
  return {
    id,
    code: `${service.codePrefix}-${city.guid.slice(0, 8).toUpperCase()}-${String(index + 1).padStart(2, '0')}`,
    deliveryServiceId: service.id,
    deliveryServiceName: service.name,
    pvzType: isLocker ? 'postamat' : 'pvz',
    name,
    cityGuid: city.guid,
    address: `г. ${city.name}, ${street}, д. ${house}${place}`,
    lat: Math.round((city.lat + random.float(-0.05, 0.05)) * 1e6) / 1e6,
    lon: Math.round((city.lon + random.float(-0.08, 0.08)) * 1e6) / 1e6,
    // A locker hands over the whole parcel; at the post the shopper cannot open it before paying.
    partialRedemption: !isLocker && !service.isPost && random.chance(0.7),
    returnOption: isLocker ? random.chance(0.2) : random.chance(service.isPost ? 0.5 : 0.6),
    workTime: workTimeText(hours),
  };
}

export function generatePickupPoints(referenceCities: readonly ReferenceCity[] = cities): PickupPointRow[] {
  const rows: PickupPointRow[] = [];
  for (const city of referenceCities) {
    for (const service of deliveryServicesOf(city.countryCode)) {
      const random = createRandom(hashString(`${city.guid}:${service.id}`));
      for (let i = 0; i < pointsPerService(city); i++) rows.push(pointOf(random, city, service, i, rows.length + 1));
    }
  }
  return rows;
}

/** Replaces every pickup point (baskets keep a chosen code as text, which stays valid: codes are stable). */
export async function seedPickupPoints(tx: Db): Promise<number> {
  const rows = generatePickupPoints();
  await tx.delete(pickupPoints);
  await insertInBatches(tx, pickupPoints, rows, 1000);
  await syncSequence(tx, 'pickup_points');
  return rows.length;
}
