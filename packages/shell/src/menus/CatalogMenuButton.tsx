'use client';

import { contentQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { Button, CatalogIcon, CloseIcon } from '@ornament/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { catalogMenuId } from './menuIds';
import { menuTriggerAttribute } from './useDismiss';
import { useMenu } from './useMenu';

/** The desktop 'Каталог' button: hovering preloads the tree, clicking toggles the catalogue menu. */
export function CatalogMenuButton({ label = 'Каталог' }: { label?: string }) {
  const { open, toggle } = useMenu('catalog');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const preload = () => {
    void queryClient.prefetchQuery(contentQueries.menu(client));
    void import('./CatalogMenuPanel'); // the panel's code with the data
  };
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
