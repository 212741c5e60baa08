// Spec 1 §8: icons that arrive as data load on demand; a failed import logs 'Error while importing
// icon' and leaves the spot empty (ui-kit lazyIcon). A contact channel's icon follows its link.
import { lazyIcon } from '@ornament/ui-kit';

type ChannelIconName = 'CallIcon' | 'TelegramIcon' | 'WhatsappIcon' | 'MailIcon';

const fromSet = (name: ChannelIconName) => lazyIcon(() => import('@ornament/ui-kit/components/icons/channelIcons').then((set) => ({ default: set[name] })));

type ChannelIcon = ReturnType<typeof lazyIcon>;

const channels: ReadonlyArray<{ matches: (link: string) => boolean; icon: ChannelIcon }> = [
  { matches: (link) => link.startsWith('tel:'), icon: fromSet('CallIcon') },
  { matches: (link) => link.startsWith('mailto:'), icon: fromSet('MailIcon') },
  { matches: (link) => /^https:\/\/(t\.me|telegram\.me)\//.test(link), icon: fromSet('TelegramIcon') },
  { matches: (link) => /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(link), icon: fromSet('WhatsappIcon') },
];

/** The icon of the channel a link opens (a call, a letter, a messenger), or null for any other link. */
export function channelIconOf(link: string | null): ChannelIcon | null {
  if (!link) return null;
  return channels.find((channel) => channel.matches(link))?.icon ?? null;
}
