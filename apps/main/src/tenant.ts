import { getTenant, type CatalogSection } from '@ornament/domain';
import type { HomeHero, HomeStrip } from '@ornament/catalog';
import type { GridDensity } from '@ornament/ui-kit';
import { mainTheme } from '@ornament/ui-kit/themes/main';
import { MainBrandFooter, MainBrandHeader } from '@ornament/shell';

/** This storefront: the main brand in Russia. */
export const tenant = getTenant('main', 'RU');

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
    lead: 'Золото, серебро и драгоценные камни — более тысячи изделий с доставкой по всей России и примеркой в магазинах.',
    cta: 'Перейти в каталог',
  } satisfies HomeHero,
  strips: [
    { title: 'Новинки', path: '/newitems/jewelry-catalog/' },
    { title: 'Хиты', path: '/jewelry-catalog/' },
  ] satisfies HomeStrip[] as readonly HomeStrip[],
};
