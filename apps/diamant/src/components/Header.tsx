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
  type HeaderProps,
  type HeaderType,
  HomeLogo,
  PhoneIconLink,
  PhoneLink,
  ProfileLink,
  PromoButton,
  ReducedHeaderFrame,
  SearchBox,
  ShopsMapLink,
} from '@ornament/shell';
import { burgerEntries, diamantNav } from './navigation';

/** The diamond brand's header: DIAMANT centred in the serif, spaced capitals for the brand links. */
export function Header({ tenant, client, pageType, basketPages = false, reduced = false }: HeaderProps & { pageType?: HeaderType }) {
  const reducedHeader = <BasketHeader tenant={tenant} layout="centered" logoSize={30} />;
  if (reduced) return <ReducedHeaderFrame catalogPrefix={tenant.catalogPrefix}>{reducedHeader}</ReducedHeaderFrame>;
  return (
    <HeaderFrame
      tenant={{ catalogPrefix: tenant.catalogPrefix }}
      pageType={pageType}
      basket={basketPages ? reducedHeader : undefined}
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
        search={<SearchBox tenant={{ currency: tenant.currency }} />}
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
