// A product's drawing follows from its category: the seed's tree says what kind of piece each leaf
// holds. Categories the tree does not know (added later by hand) fall back to the section's typical piece.
import { leafPlaces } from '../../db/seed/categoryTree';
import { kinds, type PictureType } from '../../db/seed/kinds';

const byCategoryUrl = new Map(leafPlaces().map((place) => [place.url, kinds[place.kind].picture]));

const bySection: Readonly<Record<string, PictureType>> = {
  'watch-catalog': 'watch',
  silverware: 'spoon',
  'wearable-electronics': 'smartwatch',
  bags: 'bag',
  cosmetics: 'bottle',
  'corp-merch': 'pin',
  surprise: 'box',
  packaging: 'box',
};

export function pictureTypeOf(categoryUrl: string, section: string): PictureType {
  return byCategoryUrl.get(categoryUrl) ?? bySection[section] ?? 'ring';
}
