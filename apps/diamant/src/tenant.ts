import type { HomeHero, HomeStrip } from '@ornament/catalog';
import { getTenant, type CatalogSection } from '@ornament/domain';
import type { GridDensity } from '@ornament/ui-kit';
import { diamantTheme } from '@ornament/ui-kit/themes/diamant';
import { Footer } from './components/Footer';
import { Header } from './components/Header';

/** This storefront: the diamond brand, Russia only. */
export const tenant = getTenant('diamant', 'RU');

export const storefront = {
  tenant,
  themeClass: diamantTheme,
  Header,
  Footer,
  /** BRANDS.md: one step sparser than the main brand, more air around each piece. */
  gridDensity: 'sparse' satisfies GridDensity as GridDensity,
  /** Spec 2 §2: the diamond storefront's catalogue lives under diamant-jewelry-catalog. */
  catalogSections: ['diamant-jewelry-catalog', 'newitems'] satisfies CatalogSection[] as readonly CatalogSection[],
  catalogHref: `/${tenant.catalogPrefix}/`,
  /** The hero text is the brand's own; the shared banner area belongs to the main storefront. */
  heroArea: null,
  hero: {
    eyebrow: 'Бриллианты с сертификатом',
    title: 'Свет, который остаётся навсегда',
    lead: 'Кольца, серьги и подвески с бриллиантами. Каждое изделие — с сертификатом подлинности и пожизненной гарантией.',
    cta: 'Смотреть коллекцию',
  } satisfies HomeHero,
  strips: [
    { title: 'Новинки', path: '/newitems/diamant-jewelry-catalog/' },
    { title: 'Хиты', path: '/diamant-jewelry-catalog/' },
  ] satisfies HomeStrip[] as readonly HomeStrip[],
};
