import { limits } from '../rules/limits';
import { formatNumber, unitSeparator } from './number';
import { plural, type PluralForms } from './plural';

export const bonusForms: PluralForms = ['бонус', 'бонуса', 'бонусов'];

/** A number with its Russian noun: '3 бонуса'. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count)}${unitSeparator}${plural(count, forms)}`;
}

/** '1 бонус', '3 бонуса', '15 бонусов' (spec 1 §4, task toast). */
export function formatBonus(count: number): string {
  return formatCount(count, bonusForms);
}

/** Counter on the favourites, basket and bell icons, capped at '99+' (spec 1 §4). */
export function formatBadgeCount(count: number): string {
  const whole = Math.max(0, Math.trunc(count));
  return whole > limits.badgeCap ? `${limits.badgeCap}+` : String(whole);
}
