// The 3-level catalogue tree over the sections of spec 1 §2. Level 1 is the section (its code is the
// section prefix), level 2 a category, level 3 a subcategory. Leaves carry the kind of piece they hold
// and a weight: how many of the shop's products live there, relative to their siblings.
import type { KindCode } from './kinds';

export interface LeafSpec {
  code: string;
  name: string;
  kind: KindCode;
  weight: number;
}
export interface CategorySpec {
  code: string;
  name: string;
  weight: number;
  /** A category without children is a leaf itself. */
  kind?: KindCode;
  children?: readonly LeafSpec[];
}
export interface SectionSpec {
  code: string;
  name: string;
  /** Share of all products; jewellery dominates, as in a real shop. */
  share: number;
  categories: readonly CategorySpec[];
}

const leaf = (code: string, name: string, kind: KindCode, weight = 1): LeafSpec => ({ code, name, kind, weight });

export const catalogTree: readonly SectionSpec[] = [
  {
    code: 'jewelry-catalog',
    name: 'Ювелирные украшения',
    share: 60,
    categories: [
      { code: 'rings', name: 'Кольца', weight: 24, children: [
        leaf('wedding-rings', 'Обручальные кольца', 'wedding-ring', 3),
        leaf('engagement-rings', 'Помолвочные кольца', 'engagement-ring', 2),
        leaf('signet-rings', 'Печатки', 'signet', 1),
        leaf('cocktail-rings', 'Кольца с камнями', 'ring', 5),
        leaf('stackable-rings', 'Тонкие кольца', 'stack-ring', 2),
      ] },
      { code: 'earrings', name: 'Серьги', weight: 22, children: [
        leaf('studs', 'Пусеты', 'studs', 4),
        leaf('hoops', 'Серьги-кольца', 'hoops', 3),
        leaf('climbers', 'Клаймберы', 'climbers', 1),
        leaf('drop-earrings', 'Серьги с подвесками', 'drops', 3),
      ] },
      { code: 'chains', name: 'Цепи', weight: 8, children: [
        leaf('anchor-chains', 'Якорное плетение', 'chain', 2),
        leaf('bismarck-chains', 'Плетение «Бисмарк»', 'chain', 1),
        leaf('snake-chains', 'Плетение «Снейк»', 'chain', 1),
      ] },
      { code: 'pendants', name: 'Подвески', weight: 12, children: [
        leaf('stone-pendants', 'Подвески с камнями', 'pendant', 3),
        leaf('crosses', 'Кресты', 'cross', 2),
        leaf('charms', 'Шармы', 'charm', 1),
      ] },
      { code: 'bracelets', name: 'Браслеты', weight: 9, children: [
        leaf('chain-bracelets', 'Цепочные браслеты', 'bracelet', 3),
        leaf('bangles', 'Жёсткие браслеты', 'bangle', 1),
        leaf('tennis-bracelets', 'Теннисные браслеты', 'tennis-bracelet', 1),
      ] },
      { code: 'necklaces', name: 'Колье', weight: 4, kind: 'necklace' },
      { code: 'brooches', name: 'Броши', weight: 3, kind: 'brooch' },
      { code: 'cufflinks', name: 'Запонки', weight: 2, kind: 'cufflinks' },
      { code: 'piercing', name: 'Пирсинг', weight: 3, kind: 'piercing' },
      { code: 'tieclips', name: 'Зажимы для галстука', weight: 1, kind: 'tieclip' },
      { code: 'hairclips', name: 'Заколки', weight: 1, kind: 'hairclip' },
      { code: 'trinkets', name: 'Брелоки', weight: 1, kind: 'trinket' },
    ],
  },
  {
    code: 'watch-catalog',
    name: 'Часы',
    share: 7,
    categories: [
      { code: 'mens-watches', name: 'Мужские часы', weight: 3, children: [leaf('mechanical', 'Механические', 'mens-watch'), leaf('quartz', 'Кварцевые', 'mens-watch', 2)] },
      { code: 'womens-watches', name: 'Женские часы', weight: 4, children: [leaf('classic', 'Классические', 'womens-watch', 3), leaf('jewelry-watches', 'Ювелирные часы', 'jewelry-watch')] },
      { code: 'smart-watches', name: 'Смарт-часы', weight: 1, kind: 'smartwatch' },
    ],
  },
  {
    code: 'silverware',
    name: 'Столовое серебро',
    share: 4,
    categories: [
      { code: 'spoons', name: 'Ложки', weight: 3, children: [leaf('tea-spoons', 'Чайные ложки', 'spoon', 2), leaf('baby-spoons', 'Детские ложки', 'baby-spoon')] },
      { code: 'glasses', name: 'Стопки и бокалы', weight: 1, kind: 'glass' },
      { code: 'icons', name: 'Иконы', weight: 2, kind: 'icon' },
    ],
  },
  {
    code: 'wearable-electronics',
    name: 'Носимая электроника',
    share: 2,
    categories: [
      { code: 'smart-rings', name: 'Смарт-кольца', weight: 1, kind: 'smart-ring' },
      { code: 'fitness-bands', name: 'Фитнес-браслеты', weight: 1, kind: 'fitness-band' },
      { code: 'smart-watches', name: 'Умные часы', weight: 1, kind: 'smartwatch' },
    ],
  },
  {
    code: 'bags',
    name: 'Сумки',
    share: 3,
    categories: [
      { code: 'handbags', name: 'Сумки', weight: 3, children: [leaf('crossbody', 'Кросс-боди', 'handbag'), leaf('totes', 'Тоуты', 'handbag')] },
      { code: 'clutches', name: 'Клатчи', weight: 1, kind: 'clutch' },
      { code: 'wallets', name: 'Кошельки', weight: 2, kind: 'wallet' },
    ],
  },
  {
    code: 'cosmetics',
    name: 'Косметика',
    share: 3,
    categories: [
      { code: 'perfume', name: 'Парфюмерия', weight: 2, kind: 'perfume' },
      { code: 'jewelry-care', name: 'Уход за украшениями', weight: 1, kind: 'care-kit' },
      { code: 'skincare', name: 'Уход за кожей', weight: 1, kind: 'hand-cream' },
    ],
  },
  {
    code: 'corp-merch',
    name: 'Корпоративный мерч',
    share: 2,
    categories: [
      { code: 'pins', name: 'Значки', weight: 2, kind: 'pin' },
      { code: 'keychains', name: 'Брелоки', weight: 1, kind: 'merch-keychain' },
      { code: 'card-holders', name: 'Визитницы', weight: 1, kind: 'card-holder' },
    ],
  },
  {
    code: 'diamant-jewelry-catalog',
    name: 'Украшения с бриллиантами',
    share: 13,
    categories: [
      { code: 'rings', name: 'Кольца с бриллиантами', weight: 5, children: [
        leaf('engagement-rings', 'Помолвочные кольца', 'diamond-solitaire', 2),
        leaf('eternity-rings', 'Кольца-дорожки', 'diamond-eternity', 1),
        leaf('statement-rings', 'Кольца', 'diamond-ring', 3),
      ] },
      { code: 'earrings', name: 'Серьги с бриллиантами', weight: 4, children: [
        leaf('studs', 'Пусеты', 'diamond-studs', 2),
        leaf('drop-earrings', 'Серьги с подвесками', 'diamond-drops', 2),
      ] },
      { code: 'pendants', name: 'Подвески с бриллиантами', weight: 2, kind: 'diamond-pendant' },
      { code: 'bracelets', name: 'Браслеты с бриллиантами', weight: 1, kind: 'diamond-bracelet' },
      { code: 'necklaces', name: 'Колье с бриллиантами', weight: 1, kind: 'diamond-necklace' },
    ],
  },
  {
    code: 'surprise',
    name: 'Сюрпризы',
    share: 2,
    categories: [{ code: 'surprise-boxes', name: 'Сюрприз-боксы', weight: 1, kind: 'surprise-box' }],
  },
  {
    code: 'packaging',
    name: 'Упаковка',
    share: 2,
    categories: [
      { code: 'gift-boxes', name: 'Подарочные коробки', weight: 2, kind: 'gift-box' },
      { code: 'gift-bags', name: 'Подарочные пакеты', weight: 1, kind: 'gift-bag' },
    ],
  },
];

/** A place products can be put: a leaf of the tree with its path of codes. */
export interface LeafPlace {
  section: string;
  url: string;
  kind: KindCode;
  /** Share of all products this leaf should get. */
  share: number;
}

export function leafPlaces(tree: readonly SectionSpec[] = catalogTree): LeafPlace[] {
  const totalShare = tree.reduce((sum, s) => sum + s.share, 0);
  return tree.flatMap((section) => {
    const categoryTotal = section.categories.reduce((sum, c) => sum + c.weight, 0);
    return section.categories.flatMap((category) => {
      const categoryShare = (section.share / totalShare) * (category.weight / categoryTotal);
      const base = `/${section.code}/${category.code}/`;
      if (!category.children) {
        if (!category.kind) throw new Error(`Category ${base} has neither children nor a kind`);
        return [{ section: section.code, url: base, kind: category.kind, share: categoryShare }];
      }
      const leafTotal = category.children.reduce((sum, l) => sum + l.weight, 0);
      return category.children.map((child) => ({
        section: section.code,
        url: `${base}${child.code}/`,
        kind: child.kind,
        share: categoryShare * (child.weight / leafTotal),
      }));
    });
  });
}
