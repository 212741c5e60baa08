import { clientErrorMessages } from '@ornament/domain';
import type { ReactNode } from 'react';
import {
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
} from './icons';
import type { IconComponent, IconProps } from './svgIcon';

export const iconRegistry = {
  bag: BagIcon,
  catalog: CatalogIcon,
  'chevron-left': ChevronLeftIcon,
  'chevron-right': ChevronRightIcon,
  close: CloseIcon,
  diamond: DiamondIcon,
  heart: HeartIcon,
  menu: MenuIcon,
  phone: PhoneIcon,
  pin: PinIcon,
  search: SearchIcon,
  user: UserIcon,
} as const satisfies Record<string, IconComponent>;
export type IconName = keyof typeof iconRegistry;

function reportIconFailure(error?: unknown) {
  // Spec 1 §8: a missing icon is logged and leaves an empty spot, never a broken page.
  console.error(clientErrorMessages.iconImportFailed, error ?? '');
}

/** An icon by name, for names that arrive as data (menus, content areas); unknown names render nothing. */
export function Icon({ name, ...props }: IconProps & { name: string }): ReactNode {
  const Component = (iconRegistry as Record<string, IconComponent | undefined>)[name];
  if (!Component) {
    reportIconFailure(new Error(`Unknown icon "${name}"`));
    return null;
  }
  return <Component {...props} />;
}

/**
 * An icon whose module loads on demand (a large set kept out of the first bundle). Server-side only:
 * the result is an async Server Component; a failing import logs and renders nothing.
 */
export function lazyIcon(load: () => Promise<{ default: IconComponent }>) {
  return async function LazyIcon(props: IconProps): Promise<ReactNode> {
    try {
      const { default: Component } = await load();
      return <Component {...props} />;
    } catch (error) {
      reportIconFailure(error);
      return null;
    }
  };
}
