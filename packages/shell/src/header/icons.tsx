import { svgIcon } from '@ornament/ui-kit';

// Header-only pictograms in the ui-kit's line style.
export const BellIcon = svgIcon(
  <>
    <path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15L6 17z" />
    <path d="M10 21h4" />
  </>,
);
export const ShareIcon = svgIcon(
  <>
    <path d="M12 15V4M8 8l4-4 4 4" />
    <path d="M5 12v7h14v-7" />
  </>,
);
export const CameraIcon = svgIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4V8z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const HomeIcon = svgIcon(<path d="M4 11l8-7 8 7v9h-5v-6H9v6H4v-9z" />);
