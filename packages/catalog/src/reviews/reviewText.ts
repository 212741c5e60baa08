// Pure formatting of the reviews' figures and dates, shared by server and client parts.
import { formatNumber, plural, reviewCountForms, ruDateFormat } from '@ornament/domain';

const dateFormat = ruDateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** '12 октября 2026' (Moscow time: the shop's calendar). */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date).replace(/\s*г\.$/, '');
}

/** '4,7'. */
export function ratingFigure(rating: number): string {
  return formatNumber(rating, { fractionDigits: 1 });
}

/** '1 отзыв', '3 отзыва', '12 отзывов'. */
export function reviewCountText(count: number): string {
  return `${formatNumber(count)} ${plural(count, reviewCountForms)}`;
}

