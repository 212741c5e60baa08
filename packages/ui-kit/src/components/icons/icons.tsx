import { svgIcon } from './svgIcon';

export const HeartIcon = svgIcon(<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />);
export const BagIcon = svgIcon(
  <>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </>,
);
export const UserIcon = svgIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);
export const SearchIcon = svgIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const PinIcon = svgIcon(
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);
export const MenuIcon = svgIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CatalogIcon = svgIcon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" />
  </>,
);
export const PhoneIcon = svgIcon(
  <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />,
);
export const ChevronRightIcon = svgIcon(<path d="M9 5l7 7-7 7" />);
export const ChevronLeftIcon = svgIcon(<path d="M15 5l-7 7 7 7" />);
export const CloseIcon = svgIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const DiamondIcon = svgIcon(
  <>
    <path d="M6 4h12l3 5-9 11L3 9l3-5z" />
    <path d="M3 9h18M9 4l3 16 3-16" />
  </>,
);
