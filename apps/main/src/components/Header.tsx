import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import {
  BellLink,
  BottomBar,
  BurgerButton,
  BurgerMenu,
  CartLink,
  CatalogMenu,
  CatalogMenuButton,
  CitySelector,
  FavoritesLink,
  HeaderBar,
  HeaderFrame,
  HeaderNav,
  type HeaderType,
  HomeLogo,
  PhoneLink,
  ProfileLink,
  PromoButton,
  SearchBox,
  ShopsMapLink,
} from '@ornament/shell';
import { atelierHref, burgerEntries, mainNav } from './navigation';

/** The main brand's header: ORNAMENT at the left, catalogue, search, counters, section links with the atelier. */
export function Header({ tenant, client, pageType }: { tenant: Tenant; client: ApiClient; pageType?: HeaderType }) {
  return (
    <HeaderFrame
      tenant={tenant}
      pageType={pageType}
      menus={
        <>
          <CatalogMenu />
          <BurgerMenu entries={burgerEntries(tenant)} phone={tenant.phone} />
          <BottomBar />
        </>
      }
    >
      <HeaderBar
        layout="split"
        leading={<BurgerButton />}
        logo={<HomeLogo tenant={tenant} size={22} />}
        city={<CitySelector tenant={tenant} />}
        topLinks={
          <>
            <ShopsMapLink tenant={tenant} />
            <a href={tenant.deliveryTermsPath}>Доставка и оплата</a>
            {tenant.links.atelier ? <a href={atelierHref}>Ювелирное ателье</a> : null}
            <PromoButton client={client} />
          </>
        }
        phone={<PhoneLink phone={tenant.phone} />}
        catalogButton={<CatalogMenuButton />}
        search={<SearchBox tenant={tenant} />}
        actions={
          <>
            <FavoritesLink />
            <CartLink />
            <BellLink />
            <ProfileLink />
          </>
        }
        nav={<HeaderNav links={mainNav(tenant)} />}
      />
    </HeaderFrame>
  );
}
