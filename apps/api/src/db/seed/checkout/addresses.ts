// Saved courier addresses of the seeded shoppers (spec 3 §3 "Delivery address"), so checkout offers
// them at once. Replaced on every seed; other users' addresses are never touched.
import type { AddressParts } from '@ornament/api-contract';
import { type ReferenceCity, cityByGuid, composeAddressLine, countries } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { deliveryAddresses } from '../../schema';
import type { SeededUserKey } from '../users';

interface SeedAddress extends AddressParts {
  cityGuid: string;
}

const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const saintPetersburg = 'c2deb16a-0330-4f05-821f-1d09c93331e6';
const astana = '6a4f35e1-5606-5c34-bba0-e1c9999a761b';
const almaty = '102edbc5-2c7b-58c8-afc7-28c512dfb92d';

export const seededAddresses: Partial<Record<SeededUserKey, readonly SeedAddress[]>> = {
  shopper: [
    { cityGuid: moscow, street: 'ул. Тверская', house: '12, стр. 1', apartment: '45', floor: '4', porch: '2', intercom: '45К' },
    { cityGuid: saintPetersburg, street: 'Невский пр.', house: '88', apartment: '17', floor: '3', porch: '1', intercom: '' },
  ],
  kazakhShopper: [
    { cityGuid: astana, street: 'пр. Мангилик Ел', house: '55/1', apartment: '120', floor: '12', porch: '3', intercom: '120' },
    { cityGuid: almaty, street: 'пр. Абая', house: '44', apartment: '8', floor: '2', porch: '1', intercom: '' },
  ],
};

function rowOf(userId: string, city: ReferenceCity, address: SeedAddress, at: Date): typeof deliveryAddresses.$inferInsert {
  return {
    userId,
    countryFiasId: countries[city.countryCode].guid,
    regionFiasId: city.regionFiasId,
    cityFiasId: city.fiasId,
    address: composeAddressLine({ city: city.name, street: address.street, house: address.house, apartment: address.apartment }),
    region: city.regionName,
    city: city.name,
    street: address.street,
    house: address.house,
    apartment: address.apartment,
    floor: address.floor,
    porch: address.porch,
    intercom: address.intercom,
    createdAt: at,
    updatedAt: at,
  };
}

export async function seedAddresses(tx: Db, userIds: Record<SeededUserKey, string>, now: Date): Promise<number> {
  let count = 0;
  for (const [key, list] of Object.entries(seededAddresses) as [SeededUserKey, readonly SeedAddress[]][]) {
    const userId = userIds[key];
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
    const rows = list.map((address, i) => {
      const city = cityByGuid(address.cityGuid);
      if (!city) throw new Error(`seed address city ${address.cityGuid} is not a reference city`);
      // One minute apart, so the list order (oldest first) is the order written here.
      return rowOf(userId, city, address, new Date(now.getTime() + i * 60_000));
    });
    await tx.insert(deliveryAddresses).values(rows);
    count += rows.length;
  }
  return count;
}
