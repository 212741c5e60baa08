// Product badges (spec 2 §3 `badges`); colours from BRANDS.md so they sit on both themes.
import type { BadgeValue } from '../schema';

export const badgeValues = {
  new: { code: 'new', text: 'Новинка', background: '#1A1A1A', color: '#FFFFFF' },
  hit: { code: 'hit', text: 'Хит', background: '#7F6428', color: '#FFFFFF' },
  sale: { code: 'sale', text: 'Скидка', background: '#B0122B', color: '#FFFFFF' },
  exclusive: { code: 'exclusive', text: 'Эксклюзив', background: '#111111', color: '#B8975A' },
  online: { code: 'online', text: 'Только онлайн', background: '#F6F5F3', color: '#1A1A1A' },
} as const satisfies Record<string, BadgeValue>;
export type BadgeCode = keyof typeof badgeValues;
