export { HeaderBar, type HeaderBarProps, type HeaderLayout } from './header/HeaderBar';
export { HeaderNav, type NavLink } from './header/HeaderNav';
export { CatalogButton, CityLabel, HeaderIconLink, HomeLogo, PhoneIconLink, PhoneLink, SearchField } from './header/parts';
export { Footer, type FooterColumn, type FooterProps } from './footer/Footer';
export { FallbackPage, type FallbackPageProps } from './fallback/FallbackPage';
