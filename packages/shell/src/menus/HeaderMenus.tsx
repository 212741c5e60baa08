import type { Tenant } from '@ornament/domain';
import { BottomBar } from './BottomBar';
import { type BurgerEntry, BurgerMenu } from './BurgerMenu';
import { CatalogMenu } from './CatalogMenu';

/** The panels and bars every header carries: catalogue menu, the storefront's burger menu, bottom bar. */
export function HeaderMenus({ entries, phone }: { entries: readonly BurgerEntry[]; phone: Tenant['phone'] }) {
  return (
    <>
      <CatalogMenu />
      <BurgerMenu entries={entries} phone={phone} />
      <BottomBar />
    </>
  );
}
