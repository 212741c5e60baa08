'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { Button, CatalogIcon, CloseIcon } from '@ornament/ui-kit';
import { catalogMenuId } from './menuIds';
import { menuTriggerAttribute } from './useDismiss';
import { useMenu } from './useMenu';

/** The desktop 'Каталог' button: hovering preloads the tree, clicking toggles the catalogue menu. */
export function CatalogMenuButton({ label = 'Каталог' }: { label?: string }) {
  const { open, toggle } = useMenu('catalog');
  const client = useApiClient();
  // The panel's code and the tree it shows, both before the click.
  const preload = () => void import('./CatalogMenuPanel').then((panel) => panel.prefetchMenu(client));
  return (
    <Button
      size="s"
      aria-expanded={open}
      aria-controls={catalogMenuId}
      onClick={toggle}
      onMouseEnter={preload}
      onFocus={preload}
      {...{ [menuTriggerAttribute]: 'catalog' }}
    >
      {open ? <CloseIcon size={18} /> : <CatalogIcon size={18} />}
      {label}
    </Button>
  );
}
