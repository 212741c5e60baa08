// The contact channels' icons (phone, messengers, mail): drawn only where a content area lists the
// shop's channels, so they load on demand through lazyIcon instead of sitting in the common set.
import { svgIcon } from './svgIcon';

export const CallIcon = svgIcon(<path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />);
export const TelegramIcon = svgIcon(
  <>
    <path d="M21 4.5L3 11.5l5.5 2L18 7l-7.5 8 6.5 5z" />
    <path d="M8.5 13.5l1 5.5 2.5-3" />
  </>,
);
export const WhatsappIcon = svgIcon(
  <>
    <path d="M4 20l1.3-4A8 8 0 1 1 8.3 19z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z" />
  </>,
);
export const MailIcon = svgIcon(
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
    <path d="M4 6.5l8 6.5 8-6.5" />
  </>,
);
