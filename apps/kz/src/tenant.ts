import { getTenant, type CatalogSection } from '@ornament/domain';
import type { HomeHero, HomeStrip } from '@ornament/catalog';
import type { GridDensity } from '@ornament/ui-kit';
import { mainTheme } from '@ornament/ui-kit/themes/main';
import { MainBrandFooter, MainBrandHeader } from '@ornament/shell';

/** This storefront: the main brand on the Kazakhstan host, prices in tenge. */
export const tenant = getTenant('main', 'KZ');

export const storefront = {
  tenant,
  themeClass: mainTheme,
  Header: MainBrandHeader,
  Footer: MainBrandFooter,
  gridDensity: 'regular' satisfies GridDensity as GridDensity,
  /** Catalogue sections this storefront lists (spec 1 §2); the diamond line lives on its own site. */
  catalogSections: ['jewelry-catalog', 'newitems', 'watch-catalog', 'silverware', 'wearable-electronics', 'bags', 'cosmetics', 'surprise', 'packaging'] satisfies CatalogSection[] as readonly CatalogSection[],
  catalogHref: `/${tenant.catalogPrefix}/`,
  /** Spec 3 §7: the home page banners' content area. */
  heroArea: 'main-syte-images',
  hero: {
    eyebrow: 'Ювелирный интернет-магазин',
    title: 'Украшения, которые остаются с вами',
    lead: 'Золото, серебро и драгоценные камни — доставка по всему Казахстану и примерка в магазинах.',
    cta: 'Перейти в каталог',
  } satisfies HomeHero,
  strips: [
    { title: 'Новинки', path: '/newitems/jewelry-catalog/' },
    { title: 'Хиты', path: '/jewelry-catalog/' },
  ] satisfies HomeStrip[] as readonly HomeStrip[],
};
