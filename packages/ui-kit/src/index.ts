export { vars, type ThemeVars } from './themes/contract.css';
export { makeTokens, type TokenOverrides, type Tokens } from './themes/tokens';
export { baseTokens } from './themes/baseTokens';
export { media } from './styles/breakpoints';

export { Box, type BoxProps } from './layout/Box/Box';
export { Container, type ContainerProps } from './layout/Container/Container';

export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion/Accordion';
export { toggleOpenItem } from './components/Accordion/accordionState';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { StarGlyph, Stars } from './components/Stars/Stars';
export { Breadcrumbs, type Crumb } from './components/Breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps } from './components/Button/Button';
export { Logo, wordmarkWidth, type LogoProps } from './components/Logo/Logo';
export { Modal, type ModalProps, type ModalSize } from './components/Modal/Modal';
export { Price, type PriceProps } from './components/Price/Price';
export {
  PlainImage,
  ProductCard,
  type ProductCardLabel,
  type ProductCardProps,
  type ProductImage,
  type ProductImageRenderProps,
} from './components/ProductCard/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid/ProductGrid';
export {
  firstRowCount,
  gridColumns,
  gridDensities,
  productGridSizes,
  type GridDensity,
} from './components/ProductGrid/productGridSizes';
export { Toast, toastLifetimeMs, type ToastProps, type ToastTone } from './components/Toast/Toast';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';

export { Icon, iconRegistry, lazyIcon, type IconName } from './components/icons/Icon';
export {
  BagIcon,
  CatalogIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DiamondIcon,
  HeartIcon,
  MenuIcon,
  PhoneIcon,
  PinIcon,
  SearchIcon,
  UserIcon,
} from './components/icons/icons';
export { svgIcon, type IconComponent, type IconProps } from './components/icons/svgIcon';
