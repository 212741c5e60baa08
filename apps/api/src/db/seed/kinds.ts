// What kind of piece a leaf category holds: how it is named, drawn, made, weighed, set and sized.
import type { MaterialCode } from './materials';

export const pictureTypes = [
  'ring',
  'studs',
  'hoops',
  'drops',
  'chain',
  'pendant',
  'cross',
  'bracelet',
  'brooch',
  'cufflinks',
  'necklace',
  'watch',
  'smartwatch',
  'spoon',
  'glass',
  'icon',
  'bag',
  'bottle',
  'box',
  'keychain',
  'hairclip',
  'tieclip',
  'pin',
] as const;
export type PictureType = (typeof pictureTypes)[number];

export type SizeScheme = 'ring' | 'bracelet' | 'chain';
/** none: never set; optional: about half are; always: at least one stone kind; diamonds: the diamond brand. */
export type StonePolicy = 'none' | 'optional' | 'always' | 'diamonds';

export interface KindSpec {
  picture: PictureType;
  /** The name's head: 'Кольцо', 'Серьги-пусеты'. */
  noun: string;
  materials: readonly (readonly [MaterialCode, number])[];
  grams: readonly [number, number];
  stones: StonePolicy;
  stoneCount: readonly [number, number];
  sizes?: SizeScheme;
  /** Extra RUB on top of metal and stones (movement, leather work, brand). */
  craft: readonly [number, number];
  /** Whether the name says what it is made of ('из серебра'); not for cosmetics or packaging. */
  namesMaterial: boolean;
}

const jewelryMetals = [
  ['silver-925', 5],
  ['gilded-silver-925', 1],
  ['red-gold-585', 3],
  ['white-gold-585', 1.2],
  ['yellow-gold-585', 0.8],
  ['platinum-950', 0.15],
] as const;
const goldMetals = [
  ['red-gold-585', 3],
  ['white-gold-585', 2],
  ['yellow-gold-585', 1],
  ['platinum-950', 0.4],
] as const;
const silverOnly = [['silver-925', 4], ['gilded-silver-925', 1]] as const;

function jewel(picture: PictureType, noun: string, grams: readonly [number, number], extra: Partial<KindSpec> = {}): KindSpec {
  return { picture, noun, materials: jewelryMetals, grams, stones: 'optional', stoneCount: [1, 12], craft: [300, 1500], namesMaterial: true, ...extra };
}
function diamant(picture: PictureType, noun: string, grams: readonly [number, number], extra: Partial<KindSpec> = {}): KindSpec {
  return { picture, noun, materials: goldMetals, grams, stones: 'diamonds', stoneCount: [1, 40], craft: [3000, 12000], namesMaterial: true, ...extra };
}
function goods(picture: PictureType, noun: string, materials: KindSpec['materials'], grams: readonly [number, number], craft: readonly [number, number], namesMaterial = true): KindSpec {
  return { picture, noun, materials, grams, stones: 'none', stoneCount: [0, 0], craft, namesMaterial };
}

export const kinds = {
  ring: jewel('ring', 'Кольцо', [1.5, 5], { sizes: 'ring' }),
  'wedding-ring': jewel('ring', 'Обручальное кольцо', [2, 6], { sizes: 'ring', materials: goldMetals, stones: 'optional', stoneCount: [1, 9] }),
  'engagement-ring': jewel('ring', 'Помолвочное кольцо', [1.8, 4], { sizes: 'ring', materials: goldMetals, stones: 'always', stoneCount: [1, 1] }),
  signet: jewel('ring', 'Печатка', [4, 12], { sizes: 'ring', stoneCount: [1, 1] }),
  'stack-ring': jewel('ring', 'Тонкое кольцо', [0.8, 2], { sizes: 'ring' }),
  studs: jewel('studs', 'Серьги-пусеты', [0.8, 2.5], { stoneCount: [2, 2] }),
  hoops: jewel('hoops', 'Серьги-кольца', [1.5, 5], { stoneCount: [2, 30] }),
  climbers: jewel('drops', 'Серьги-клаймберы', [1.2, 3.5], { stoneCount: [6, 24] }),
  drops: jewel('drops', 'Серьги с подвесками', [2, 6]),
  chain: jewel('chain', 'Цепь', [2, 16], { sizes: 'chain', stones: 'none', stoneCount: [0, 0], craft: [500, 2500] }),
  pendant: jewel('pendant', 'Подвеска', [0.8, 3.5], { stoneCount: [1, 7] }),
  cross: jewel('cross', 'Крест', [0.8, 4], { stoneCount: [1, 12] }),
  charm: jewel('pendant', 'Шарм', [1.5, 4], { materials: silverOnly }),
  bracelet: jewel('bracelet', 'Браслет', [3, 14], { sizes: 'bracelet' }),
  bangle: jewel('bracelet', 'Жёсткий браслет', [6, 18], { sizes: 'bracelet' }),
  'tennis-bracelet': jewel('bracelet', 'Теннисный браслет', [5, 12], { sizes: 'bracelet', stones: 'always', stoneCount: [20, 45] }),
  brooch: jewel('brooch', 'Брошь', [3, 10], { stoneCount: [3, 20] }),
  cufflinks: jewel('cufflinks', 'Запонки', [5, 15], { stoneCount: [2, 2] }),
  necklace: jewel('necklace', 'Колье', [4, 14], { stoneCount: [3, 25] }),
  piercing: jewel('studs', 'Пирсинг', [0.4, 1.2], { stoneCount: [1, 3] }),
  tieclip: jewel('tieclip', 'Зажим для галстука', [4, 10], { stones: 'none', stoneCount: [0, 0] }),
  hairclip: jewel('hairclip', 'Заколка', [3, 9], { materials: silverOnly }),
  trinket: jewel('keychain', 'Брелок', [4, 12], { materials: silverOnly, stones: 'none', stoneCount: [0, 0] }),
  'mens-watch': goods('watch', 'Мужские часы', [['steel', 6], ['titanium', 1], ['yellow-gold-585', 0.3]], [60, 140], [9000, 60000]),
  'womens-watch': goods('watch', 'Женские часы', [['steel', 5], ['ceramic', 1], ['red-gold-585', 0.4]], [35, 90], [7000, 45000]),
  'jewelry-watch': { ...jewel('watch', 'Ювелирные часы', [20, 45], { materials: [['silver-925', 3], ['red-gold-585', 1]] }), craft: [9000, 30000] },
  smartwatch: goods('smartwatch', 'Умные часы', [['steel', 2], ['ceramic', 1], ['titanium', 1]], [35, 60], [9000, 45000]),
  'smart-ring': goods('ring', 'Смарт-кольцо', [['titanium', 2], ['ceramic', 1]], [3, 6], [14000, 35000]),
  'fitness-band': goods('smartwatch', 'Фитнес-браслет', [['steel', 1], ['ceramic', 1]], [20, 35], [3500, 12000]),
  spoon: goods('spoon', 'Ложка чайная', silverOnly, [15, 40], [500, 2500]),
  'baby-spoon': goods('spoon', 'Ложка детская «На первый зубок»', silverOnly, [10, 25], [800, 2500]),
  glass: goods('glass', 'Стопка', silverOnly, [25, 70], [1000, 4000]),
  icon: goods('icon', 'Икона', silverOnly, [8, 40], [1500, 9000]),
  handbag: goods('bag', 'Сумка', [['leather', 3], ['eco-leather', 1]], [400, 900], [3900, 19000]),
  clutch: goods('bag', 'Клатч', [['leather', 2], ['eco-leather', 1]], [200, 400], [2900, 12000]),
  wallet: goods('bag', 'Кошелёк', [['leather', 3], ['eco-leather', 1]], [100, 200], [1900, 7900]),
  perfume: goods('bottle', 'Парфюмерная вода «Орнамент»', [['glass', 1]], [150, 300], [2900, 8900], false),
  'care-kit': goods('bottle', 'Средство для чистки украшений', [['glass', 1]], [100, 250], [490, 1490], false),
  'hand-cream': goods('bottle', 'Крем для рук с маслом ши', [['glass', 1]], [60, 120], [590, 1290], false),
  pin: { ...goods('pin', 'Значок', [['silver-925', 1], ['steel', 3]], [3, 8], [300, 1500]), stones: 'always', stoneCount: [1, 1] },
  'merch-keychain': goods('keychain', 'Брелок корпоративный', [['steel', 3], ['silver-925', 1]], [8, 20], [400, 1800]),
  'card-holder': goods('bag', 'Визитница', [['leather', 2], ['steel', 1]], [40, 90], [1200, 4900]),
  'surprise-box': { ...jewel('box', 'Сюрприз-бокс с украшением', [1, 4]), materials: silverOnly, craft: [500, 2000] },
  'gift-box': goods('box', 'Подарочная коробка', [['velvet', 2], ['cardboard', 1]], [40, 120], [190, 990]),
  'gift-bag': goods('box', 'Подарочный пакет', [['cardboard', 1]], [20, 60], [90, 390]),
  'diamond-ring': diamant('ring', 'Кольцо', [1.8, 5], { sizes: 'ring' }),
  'diamond-solitaire': diamant('ring', 'Помолвочное кольцо', [2, 4], { sizes: 'ring', stoneCount: [1, 1] }),
  'diamond-eternity': diamant('ring', 'Кольцо-дорожка', [1.8, 3.5], { sizes: 'ring', stoneCount: [12, 30] }),
  'diamond-studs': diamant('studs', 'Серьги-пусеты', [1, 2.5], { stoneCount: [2, 2] }),
  'diamond-drops': diamant('drops', 'Серьги', [2, 5], { stoneCount: [4, 40] }),
  'diamond-pendant': diamant('pendant', 'Подвеска', [0.8, 3], { stoneCount: [1, 12] }),
  'diamond-bracelet': diamant('bracelet', 'Браслет', [4, 12], { sizes: 'bracelet', stoneCount: [10, 60] }),
  'diamond-necklace': diamant('necklace', 'Колье', [5, 14], { stoneCount: [8, 60] }),
} as const satisfies Record<string, KindSpec>;
export type KindCode = keyof typeof kinds;

export const ringSizes = ['15', '15.5', '16', '16.5', '17', '17.5', '18', '18.5', '19', '19.5', '20', '20.5', '21', '21.5'] as const;
export const braceletSizes = ['16', '17', '18', '19', '20'] as const;
export const chainSizes = ['40', '45', '50', '55', '60'] as const;

export function sizesOf(scheme: SizeScheme | undefined): readonly string[] {
  if (scheme === 'ring') return ringSizes;
  if (scheme === 'bracelet') return braceletSizes;
  if (scheme === 'chain') return chainSizes;
  return [];
}
