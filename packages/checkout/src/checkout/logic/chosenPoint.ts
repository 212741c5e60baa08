// The chosen pickup point's card (spec 3 §3 "detailed point", §7 offer/data/): what the list had,
// overlaid with the point's detail once it loads, and each basket line's receiving there.
import type { BasketProduct, DeliveryPoint, DeliveryPointDetail, PointOffer } from '@ornament/api-contract';
import { plural } from '@ornament/domain';
import { checkoutPanelMessages as p } from '../panelMessages';
import { pointTimingText } from './delivery';

export interface ChosenLine {
  offer: string;
  title: string;
  size: string;
  available: boolean;
  /** 'Сегодня', 'Завтра', 'Через 3 дня', or why it cannot be received here. */
  text: string;
}

export interface ChosenPointView {
  name: string;
  address: string;
  workTime: string;
  phone: string | null;
  /** The whole basket's receiving line ('Забрать сегодня с 14:00'); null when it cannot be received. */
  timing: string | null;
  /** 'Срок хранения: 7 дней'. */
  reservation: string;
  /** Null until the detail (or the list) says what each line does here. */
  lines: ChosenLine[] | null;
}

type Line = Pick<BasketProduct, 'article' | 'size' | 'title'>;

export function daysText(days: number): string {
  if (days === 0) return p.today;
  if (days === 1) return p.tomorrow;
  return `Через ${days} ${plural(days, ['день', 'дня', 'дней'])}`;
}

function lineOf(offer: PointOffer, lines: readonly Line[]): ChosenLine {
  const line = lines.find((each) => each.article === offer.article && each.size === offer.size);
  const text = !offer.available || offer.delivery_time === null ? p.notHere : offer.in_stock ? `${p.heldHere}, ${daysText(offer.delivery_time).toLowerCase()}` : daysText(offer.delivery_time);
  return { offer: offer.offer, title: line?.title ?? offer.article, size: offer.size, available: offer.available, text };
}

/**
 * The card of the chosen point: the detail wins over the list's copy (it is the fresher answer);
 * without either there is nothing to show. The list's copy alone still fills the card when the
 * detail failed.
 */
export function chosenPointView(listed: DeliveryPoint | undefined, detail: DeliveryPointDetail | undefined, lines: readonly Line[]): ChosenPointView | null {
  const point = detail ?? listed;
  if (!point) return null;
  const days = point.deliveryInformation.reservation_period;
  return {
    name: point.name,
    address: point.address,
    workTime: point.work_time,
    phone: detail?.phone ?? null,
    timing: pointTimingText(point.deliveryInformation),
    reservation: `${p.reservation}: ${days} ${plural(days, ['день', 'дня', 'дней'])}`,
    lines: point.offers.length > 0 ? point.offers.map((offer) => lineOf(offer, lines)) : null,
  };
}
