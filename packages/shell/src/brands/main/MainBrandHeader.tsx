import { resolveContext } from '@ornament/api-client';
import { supportPhoneFor } from '@ornament/domain';
import { CitySelector } from '../../city/CitySelector';
import { BellLink } from '../../header/BellLink';
import { BasketHeader, ReducedHeaderFrame } from '../../header/BasketHeader';
import { HeaderBar } from '../../header/HeaderBar';
import { HeaderFrame } from '../../header/HeaderFrame';
import { HeaderNav } from '../../header/HeaderNav';
import { PromoButton } from '../../header/PromoButton';
import { CartLink, FavoritesLink, ProfileLink } from '../../header/actions';
import { ShopsMapLink } from '../../header/ShopsMapLink';
import type { HeaderType } from '../../header/headerType';
import type { HeaderProps } from '../../layout/StorefrontLayout';
import { HomeLogo, PhoneLink } from '../../header/parts';
import { BurgerButton } from '../../menus/BurgerMenu';
import { HeaderMenus } from '../../menus/HeaderMenus';
import { CatalogMenuButton } from '../../menus/CatalogMenuButton';
import { SearchBox } from '../../search/SearchBox';
import { atelierHref, burgerEntries, mainNav } from './navigation';

/**
 * The main brand's header in every country: ORNAMENT at the left, catalogue, search, counters,
 * section links with the atelier, and the link to the other country's site when the tenant has one.
 */
export function MainBrandHeader({ tenant, client, pageType, basketPages = false, reduced = false }: HeaderProps & { pageType?: HeaderType }) {
  // S1.9.18: the number of the country the page's city is in (the international one outside RU and KZ).
  const phone = supportPhoneFor(tenant, resolveContext(client.config).cityId);
  const reducedHeader = <BasketHeader tenant={tenant} phone={phone} layout="split" logoSize={22} />;
  if (reduced) return <ReducedHeaderFrame catalogPrefix={tenant.catalogPrefix}>{reducedHeader}</ReducedHeaderFrame>;
  return (
    <HeaderFrame
      tenant={{ catalogPrefix: tenant.catalogPrefix }}
      pageType={pageType}
      basket={basketPages ? reducedHeader : undefined}
      menus={<HeaderMenus entries={burgerEntries(tenant)} phone={phone} />}
    >
      <HeaderBar
        layout="split"
        leading={<BurgerButton />}
        logo={<HomeLogo tenant={tenant} size={22} />}
        city={<CitySelector tenant={tenant} client={client} />}
        topLinks={
          <>
            <ShopsMapLink tenant={tenant} />
            <a href={tenant.deliveryTermsPath}>Доставка и оплата</a>
            {tenant.links.atelier ? <a href={atelierHref}>Ювелирное ателье</a> : null}
            <PromoButton client={client} />
            {tenant.links.otherCountrySite ? <a href={tenant.links.otherCountrySite.url}>{tenant.links.otherCountrySite.label}</a> : null}
          </>
        }
        phone={<PhoneLink phone={phone} />}
        catalogButton={<CatalogMenuButton />}
        search={<SearchBox tenant={{ currency: tenant.currency }} />}
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
