export { HeaderBar, type HeaderBarProps, type HeaderLayout } from './header/HeaderBar';
export { BasketHeader, ReducedHeaderFrame } from './header/BasketHeader';
export { HeaderNav, type NavLink } from './header/HeaderNav';
export { HomeLogo, PhoneIconLink, PhoneLink } from './header/parts';
export { Footer, type FooterColumn, type FooterProps } from './footer/Footer';
export { FallbackPage, type FallbackPageProps } from './fallback/FallbackPage';
export { CitySelector, type CitySelectorProps } from './city/CitySelector';
export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export { ShellProviders, type ShellProvidersProps } from './providers/ShellProviders';
export { contextTenantOf } from './providers/contextTenant';
export {
  activeMenuAtom,
  authRequestAtom,
  cartCountAtom,
  favoritesCountAtom,
  openModalAtom,
  toggleMenuAtom,
  type MenuName,
} from './state/atoms';
export { ShellNotices, type ShellNoticesProps } from './notices/ShellNotices';
export { FormResult, type FormResultProps } from './notices/FormResult';
export { viewerIsGuestAtom } from './notices/atoms';
export { noticePageTypeOf, type NoticePageType } from './notices/noticeRules';
export { configureErrorReporting, errorReporter, reportError } from './analytics/errorReporting';
export { HeaderFrame, type HeaderFrameProps } from './header/HeaderFrame';
export { StandaloneHidden } from './header/StandaloneHidden';
export { headerTypeOf, headerTypes, isStickyHeader, reviewsBackPath, type HeaderType } from './header/headerType';
export { headerScrollOffsets, nextMobileHeaderState, scrollPositionAt, smoothScrollTo, type HeaderScrollState } from './header/scroll';
export { isPhotoSearchButtonShown } from './header/photoSearchRule';
export { shopsMapUrl } from './header/shopsMap';
export { promoButtonArea, promoButtonOf, type PromoButtonData } from './header/promo';
export { isStandaloneSession } from './header/standalone';
export { CartLink, FavoritesLink, ProfileLink } from './header/actions';
export { ShopsMapLink } from './header/ShopsMapLink';
export { BellLink } from './header/BellLink';
export { PromoButton } from './header/PromoButton';
export { ProductHeader, type ProductHeaderProps } from './header/ProductHeader';
export { ReviewsHeader } from './header/ReviewsHeader';
export { CatalogMenu } from './menus/CatalogMenu';
export { catalogMenuId } from './menus/menuIds';
export { CatalogMenuButton } from './menus/CatalogMenuButton';
export { BurgerButton, BurgerMenu, type BurgerEntry } from './menus/BurgerMenu';
export { BottomBar } from './menus/BottomBar';
export { useCurrencyRates } from './providers/useCurrencyRates';
export { areRatesFresh, currencyRatesStorageKey, freshCachedRates } from './providers/currencyRatesCache';
export { cityFromCookies, defaultCityChoice, type CityChoice, type CityState } from './city/cityState';
export { loadCityState } from './city/locationCheck';
export { MainBrandHeader } from './brands/main/MainBrandHeader';
export { MainBrandFooter } from './brands/main/MainBrandFooter';
export { StorefrontFrame, StorefrontLayout, storefrontMetadata, storefrontViewport, type HeaderProps, type LayoutStorefront, type StorefrontFrameProps, type StorefrontLayoutProps } from './layout/StorefrontLayout';
export { productHeaderFor, type ProductHeaderSubject } from './header/productHeaderFor';
export { HeaderMenus } from './menus/HeaderMenus';
export { notFoundRoute, rootNotFoundRoute } from './fallback/notFoundRoutes';
