/**
 * What the shared journeys check per brand: the same on every storefront of that brand (main and kz
 * are both the main brand). The values are written out by hand in `brands.ts`, never read from the
 * domain's tenant data, since the tests check the apps against them.
 */
export interface BrandProfile {
  /** The catalogue root, slash-ended: '/jewelry-catalog/'. */
  catalogPath: string;
  header: {
    /** Links in the desktop header's 'Разделы' navigation. */
    links: readonly string[];
    /** Whether the header links the jewellery atelier. */
    atelier: boolean;
    /** Whether the product page's header links the notification centre (not the diamond brand). */
    productBell: boolean;
  };
  /** Whether the notification centre keeps a live channel open (spec 1 §6: the main brand only). */
  liveMessages: boolean;
  /** Whether the home page's hero is a banner from the 'main-syte-images' content area. */
  homeBanner: boolean;
  menus: {
    /** A path through the catalogue menu: section button, group link, leaf link and where it leads. */
    section: string;
    group: string;
    leaf: string;
    leafPath: RegExp;
    /** Links the burger menu shows, and links it must not. */
    burger: readonly string[];
    notInBurger: readonly string[];
  };
}

/** A storefront is brand × country: the brand's profile plus what its country edition sets. Each app keeps its own in `e2e/profile.ts`. */
export interface StorefrontProfile extends BrandProfile {
  /** The app folder name (main, diamant, kz); screenshots are named after it. */
  name: string;
  /** The logo's accessible name. */
  wordmark: string;
  /** The phone number as the header and the burger menu show it. */
  phone: string;
  /** How prices on this storefront look, and how they must not. */
  currency: RegExp;
  otherCurrency: RegExp;
  /** The header's link to the other country's site, when this storefront has one. */
  otherCountry: string | null;
  city: {
    /** The city the tooltip guesses for a new visitor. */
    default: string;
    /** The first of the popular cities the city modal lists. */
    firstPopular: RegExp;
  };
  /** Whether this suite also starts the storefront with a tile source (its config's `tiledStorefront`). */
  tiledMap?: boolean;
}
