import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import {
  BasketHeader,
  BellLink,
  BurgerButton,
  CartLink,
  CatalogMenuButton,
  CitySelector,
  FavoritesLink,
  HeaderBar,
  HeaderFrame,
  HeaderMenus,
  HeaderNav,
  type HeaderType,
  HomeLogo,
  PhoneIconLink,
  PhoneLink,
  ProfileLink,
  PromoButton,
  SearchBox,
  ShopsMapLink,
} from '@ornament/shell';
import { burgerEntries, diamantNav } from './navigation';

/** The diamond brand's header: DIAMANT centred in the serif, spaced capitals for the brand links. */
export function Header({ tenant, client, pageType }: { tenant: Tenant; client: ApiClient; pageType?: HeaderType }) {
  return (
    <HeaderFrame
      tenant={tenant}
      pageType={pageType}
      basket={<BasketHeader tenant={tenant} layout="centered" logoSize={30} />}
      menus={<HeaderMenus entries={burgerEntries(tenant)} phone={tenant.phone} />}
    >
      <HeaderBar
        layout="centered"
        leading={<BurgerButton />}
        logo={<HomeLogo tenant={tenant} size={30} />}
        city={<CitySelector tenant={tenant} client={client} />}
        topLinks={
          <>
            <ShopsMapLink tenant={tenant} />
            <a href={tenant.deliveryTermsPath}>Доставка и оплата</a>
            <PromoButton client={client} />
          </>
        }
        phone={<PhoneLink phone={tenant.phone} />}
        catalogButton={<CatalogMenuButton />}
        search={<SearchBox tenant={tenant} />}
        actions={
          <>
            <PhoneIconLink phone={tenant.phone} />
            <FavoritesLink />
            <CartLink />
            <BellLink />
            <ProfileLink />
          </>
        }
        nav={<HeaderNav links={diamantNav} layout="centered" caps />}
      />
    </HeaderFrame>
  );
}
