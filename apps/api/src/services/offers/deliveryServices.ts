// Delivery services whose pickup points (pickup_points) stand beside our shops on the checkout map.
// A service takes the country's pvz tariff (delivery_tariffs) and adds its own days and price share:
// the post is slower and cheaper than the couriers' networks.
import type { CountryCode } from '@ornament/domain';

export interface DeliveryService {
  readonly id: string;
  readonly name: string;
  /** Prefix of its pickup points' codes. */
  readonly codePrefix: string;
  readonly countries: readonly CountryCode[];
  /** Days on top of the country's pvz tariff. */
  readonly extraDays: number;
  /** Multiplies the pvz tariff's price. */
  readonly priceFactor: number;
  /** Whether it runs parcel lockers (postamats) beside its staffed points. */
  readonly hasPostamats: boolean;
  /** Post offices: the shopper can neither refuse part of the order nor hand a return in. */
  readonly isPost: boolean;
}

export const deliveryServices: readonly DeliveryService[] = [
  { id: 'cdek', name: 'СДЭК', codePrefix: 'CDEK', countries: ['RU', 'KZ', 'BY', 'AM', 'KG'], extraDays: 0, priceFactor: 1, hasPostamats: true, isPost: false },
  { id: 'boxberry', name: 'Boxberry', codePrefix: 'BXB', countries: ['RU', 'KZ', 'BY'], extraDays: 1, priceFactor: 0.9, hasPostamats: true, isPost: false },
  { id: 'russian-post', name: 'Почта России', codePrefix: 'RP', countries: ['RU'], extraDays: 2, priceFactor: 0.8, hasPostamats: false, isPost: true },
  { id: 'kazpost', name: 'Казпочта', codePrefix: 'KP', countries: ['KZ'], extraDays: 2, priceFactor: 0.8, hasPostamats: true, isPost: true },
  { id: 'belpost', name: 'Белпочта', codePrefix: 'BP', countries: ['BY'], extraDays: 2, priceFactor: 0.8, hasPostamats: false, isPost: true },
  { id: 'haypost', name: 'Айпост', codePrefix: 'HP', countries: ['AM'], extraDays: 1, priceFactor: 0.8, hasPostamats: false, isPost: true },
  { id: 'kyrgyzpost', name: 'Кыргыз почтасы', codePrefix: 'KGP', countries: ['KG'], extraDays: 2, priceFactor: 0.8, hasPostamats: false, isPost: true },
  { id: 'sameday', name: 'Sameday', codePrefix: 'SD', countries: ['RO'], extraDays: 0, priceFactor: 1, hasPostamats: true, isPost: false },
  { id: 'posta-romana', name: 'Почта Румынии', codePrefix: 'PR', countries: ['RO'], extraDays: 2, priceFactor: 0.8, hasPostamats: false, isPost: true },
  { id: 'nova-poshta', name: 'Новая почта', codePrefix: 'NP', countries: ['MD'], extraDays: 1, priceFactor: 1, hasPostamats: true, isPost: false },
  { id: 'posta-moldovei', name: 'Почта Молдовы', codePrefix: 'PM', countries: ['MD'], extraDays: 2, priceFactor: 0.8, hasPostamats: false, isPost: true },
];

const byId = new Map(deliveryServices.map((service) => [service.id, service]));

export function deliveryServiceOf(id: string): DeliveryService | undefined {
  return byId.get(id);
}

export function deliveryServicesOf(country: CountryCode): DeliveryService[] {
  return deliveryServices.filter((service) => service.countries.includes(country));
}

/** A pvz tariff's price through a service, in whole currency units like every shelf price. */
export function servicePrice(tariffPrice: number, service: Pick<DeliveryService, 'priceFactor'> | undefined): number {
  return Math.round(tariffPrice * (service?.priceFactor ?? 1));
}
