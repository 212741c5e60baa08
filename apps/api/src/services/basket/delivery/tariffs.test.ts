import { describe, expect, it } from 'vitest';
import { type TariffRow, throughService } from './tariffs';

const tariff = (orderType: string, price: number, days: number): TariffRow => ({
  id: 1,
  countryCode: 'RU',
  cityGuid: null,
  orderType,
  currency: 'RUB',
  price,
  freeFrom: 15_000,
  days,
  cutoffHour: 14,
  slots: [],
  reservationDays: 7,
});

describe('throughService', () => {
  const tariffs = new Map([
    ['pvz', tariff('pvz', 299, 3)],
    ['sim', tariff('sim', 390, 1)],
  ] as const);

  it('gives the pvz tariff the chosen service’s days and price share, in whole roubles, as the points list does', () => {
    const boxberry = throughService(new Map(tariffs), 'boxberry');
    expect(boxberry.get('pvz')).toMatchObject({ days: 4, price: 269, freeFrom: 15_000 });
    expect(boxberry.get('sim')).toEqual(tariffs.get('sim'));
  });

  it('leaves the tariffs alone without a known service', () => {
    expect(throughService(new Map(tariffs), null).get('pvz')).toEqual(tariffs.get('pvz'));
    expect(throughService(new Map(tariffs), 'unknown').get('pvz')).toEqual(tariffs.get('pvz'));
  });
});
