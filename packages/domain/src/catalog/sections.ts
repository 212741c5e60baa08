// Catalogue section prefixes (spec 1 §2, spec 2 §2) and the rules keyed on them (spec 2 §4, §9).
import { limits } from '../rules/limits';

export const catalogSections = [
  'newitems',
  'jewelry-catalog',
  'watch-catalog',
  'silverware',
  'wearable-electronics',
  'bags',
  'cosmetics',
  'corp-merch',
  'diamant-jewelry-catalog',
  'surprise',
  'products-search',
  'packaging',
] as const;
export type CatalogSection = (typeof catalogSections)[number];

export const catalogSectionNames: Readonly<Record<CatalogSection, string>> = {
  newitems: 'Новинки',
  'jewelry-catalog': 'Ювелирные украшения',
  'watch-catalog': 'Часы',
  silverware: 'Столовое серебро',
  'wearable-electronics': 'Носимая электроника',
  bags: 'Сумки',
  cosmetics: 'Косметика',
  'corp-merch': 'Корпоративный мерч',
  'diamant-jewelry-catalog': 'Украшения с бриллиантами',
  surprise: 'Сюрпризы',
  'products-search': 'Поиск',
  packaging: 'Упаковка',
};

export function isCatalogSection(value: string): value is CatalogSection {
  return (catalogSections as readonly string[]).includes(value);
}

/** First path segment of a catalogue path, if it is a known section: '/bags/black/' → 'bags'. */
export function sectionOfPath(path: string): CatalogSection | undefined {
  const first = path.split(/[/?#]/).find((segment) => segment !== '');
  return first !== undefined && isCatalogSection(first) ? first : undefined;
}

/** Sections only the shop's staff see (spec 2 §2 corp-merch): left out of the menu, refused to anyone else. */
export const staffOnlySections = ['corp-merch'] as const satisfies readonly CatalogSection[];

export function isStaffOnlySection(path: string): boolean {
  const section = sectionOfPath(path);
  return section !== undefined && (staffOnlySections as readonly string[]).includes(section);
}

/** Path segments (sections and categories) whose listings never ask for recommendations (spec 2 §4). */
export const noRecommendationSegments = [
  'cosmetics',
  'bags',
  'corp-merch',
  'cufflinks',
  'trinkets',
  'hairclips',
  'tieclips',
] as const;

/** Sections whose pages drop the diamond brand's meta (spec 2 §9). */
export const diamantMetaResetSections = [
  'jewelry-catalog',
  'watch-catalog',
  'corp-merch',
  'bags',
  'cosmetics',
  'surprise',
] as const satisfies readonly CatalogSection[];

const segmentsOf = (path: string) => path.split(/[?#]/)[0]!.split('/').filter((s) => s !== '');

export function resetsDiamantMeta(path: string): boolean {
  const section = sectionOfPath(path);
  return section !== undefined && (diamantMetaResetSections as readonly string[]).includes(section);
}

export interface RecommendationContext {
  readonly path: string;
  readonly productCount: number;
  readonly hasPageParameter: boolean;
  readonly isSearch: boolean;
}

/**
 * Spec 2 §4: recommendations are asked for only when a listing has fewer than 50 products, no page
 * parameter and no search, and never for the excluded sections and categories.
 */
export function wantsRecommendations(context: RecommendationContext): boolean {
  if (context.productCount >= limits.recommendationsBelowProductCount || context.hasPageParameter || context.isSearch) return false;
  if (sectionOfPath(context.path) === 'products-search') return false;
  const excluded = new Set<string>(noRecommendationSegments);
  return !segmentsOf(context.path).some((segment) => excluded.has(segment));
}
