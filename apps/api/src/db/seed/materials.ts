// Metals, other materials and stones of the seed, with the picture colours of BRANDS.md.

export const materials = {
  'red-gold-585': { name: 'Красное золото 585', color: '#C98B6B', metal: 'red-gold', of: 'красного золота', pricePerGram: 7400 },
  'white-gold-585': { name: 'Белое золото 585', color: '#C9CDD2', metal: 'white-gold', of: 'белого золота', pricePerGram: 7900 },
  'yellow-gold-585': { name: 'Жёлтое золото 585', color: '#D4AF37', metal: 'yellow-gold', of: 'жёлтого золота', pricePerGram: 7600 },
  'platinum-950': { name: 'Платина 950', color: '#B8BCC2', metal: 'platinum', of: 'платины', pricePerGram: 9800 },
  'silver-925': { name: 'Серебро 925', color: '#C9CDD2', metal: 'silver', of: 'серебра', pricePerGram: 290 },
  'gilded-silver-925': { name: 'Позолоченное серебро 925', color: '#D4AF37', metal: 'gilded-silver', of: 'позолоченного серебра', pricePerGram: 340 },
  steel: { name: 'Сталь', color: '#A7ABB0', metal: 'steel', of: 'стали', pricePerGram: 60 },
  titanium: { name: 'Титан', color: '#8A8D91', metal: 'titanium', of: 'титана', pricePerGram: 120 },
  ceramic: { name: 'Керамика', color: '#1F1F1F', metal: 'ceramic', of: 'керамики', pricePerGram: 90 },
  leather: { name: 'Натуральная кожа', color: '#6B3E2E', metal: 'leather', of: 'натуральной кожи', pricePerGram: 20 },
  'eco-leather': { name: 'Экокожа', color: '#2B2B2B', metal: 'leather', of: 'экокожи', pricePerGram: 8 },
  glass: { name: 'Стекло', color: '#E8ECEF', metal: 'glass', of: 'стекла', pricePerGram: 10 },
  cardboard: { name: 'Картон', color: '#E9E1D6', metal: 'paper', of: 'картона', pricePerGram: 2 },
  velvet: { name: 'Бархат', color: '#7A1E2C', metal: 'velvet', of: 'бархата', pricePerGram: 6 },
} as const;
export type MaterialCode = keyof typeof materials;
export type MaterialInfo = (typeof materials)[MaterialCode];

export const stones = {
  diamond: { name: 'Бриллиант', with: ['бриллиантом', 'бриллиантами'], color: '#FFFFFF', pricePerStone: [2500, 9000], caratsPerStone: [0.01, 0.06] },
  'cubic-zirconia': { name: 'Фианит', with: ['фианитом', 'фианитами'], color: '#FFFFFF', pricePerStone: [40, 160], caratsPerStone: [0.02, 0.2] },
  sapphire: { name: 'Сапфир', with: ['сапфиром', 'сапфирами'], color: '#1F4FA0', pricePerStone: [1800, 9000], caratsPerStone: [0.05, 0.6] },
  emerald: { name: 'Изумруд', with: ['изумрудом', 'изумрудами'], color: '#1E7B4F', pricePerStone: [2200, 11000], caratsPerStone: [0.05, 0.6] },
  ruby: { name: 'Рубин', with: ['рубином', 'рубинами'], color: '#9B111E', pricePerStone: [2000, 10000], caratsPerStone: [0.05, 0.6] },
  topaz: { name: 'Топаз', with: ['топазом', 'топазами'], color: '#5BC0DE', pricePerStone: [600, 2400], caratsPerStone: [0.3, 3] },
  amethyst: { name: 'Аметист', with: ['аметистом', 'аметистами'], color: '#8E5BB5', pricePerStone: [500, 2000], caratsPerStone: [0.3, 3] },
  garnet: { name: 'Гранат', with: ['гранатом', 'гранатами'], color: '#7B1E2B', pricePerStone: [400, 1600], caratsPerStone: [0.2, 2] },
  chrysolite: { name: 'Хризолит', with: ['хризолитом', 'хризолитами'], color: '#9DBE3C', pricePerStone: [450, 1700], caratsPerStone: [0.2, 2] },
  pearl: { name: 'Жемчуг', with: ['жемчугом', 'жемчугом'], color: '#F3EEE4', pricePerStone: [700, 3500], caratsPerStone: [1, 5] },
  enamel: { name: 'Эмаль', with: ['эмалью', 'эмалью'], color: '#B0122B', pricePerStone: [300, 900], caratsPerStone: [0, 0] },
} as const;
export type StoneCode = keyof typeof stones;

/** Stones a piece of a metal may carry, by weight: gold takes precious stones, silver semi-precious ones. */
export const stonesByMetal: Readonly<Record<'gold' | 'silver' | 'diamant', readonly (readonly [StoneCode, number])[]>> = {
  gold: [
    ['diamond', 5],
    ['cubic-zirconia', 4],
    ['sapphire', 1.2],
    ['emerald', 1],
    ['ruby', 1],
    ['topaz', 1],
    ['amethyst', 0.8],
    ['pearl', 0.8],
    ['garnet', 0.5],
  ],
  silver: [
    ['cubic-zirconia', 6],
    ['topaz', 1.2],
    ['amethyst', 1],
    ['pearl', 1],
    ['garnet', 0.8],
    ['chrysolite', 0.8],
    ['enamel', 1],
  ],
  diamant: [
    ['sapphire', 1],
    ['emerald', 1],
    ['ruby', 1],
  ],
};

export function isGold(code: MaterialCode): boolean {
  return code.includes('gold') && code !== 'gilded-silver-925';
}

export function isPreciousMetal(code: MaterialCode): boolean {
  return isGold(code) || code === 'platinum-950' || code.includes('silver');
}
