import { defaultCityOf, type Tenant } from '@ornament/domain';
import { CatalogButton, CityLabel, HeaderBar, HeaderIconLink, HeaderNav, HomeLogo, PhoneLink, SearchField } from '@ornament/shell';
import { BagIcon, HeartIcon, UserIcon } from '@ornament/ui-kit';
import { mainNav } from './navigation';

/** The main brand's header: ORNAMENT at the left, search, counters, section links with the atelier. */
export function Header({ tenant }: { tenant: Tenant }) {
  return (
    <HeaderBar
      layout="split"
      logo={<HomeLogo tenant={tenant} size={22} />}
      city={<CityLabel name={defaultCityOf(tenant.country).name} />}
      topLinks={
        <>
          <a href="/shops-map/">Магазины</a>
          <a href={tenant.deliveryTermsPath}>Доставка и оплата</a>
        </>
      }
      phone={<PhoneLink phone={tenant.phone} />}
      catalogButton={<CatalogButton href={`/${tenant.catalogPrefix}/`} />}
      search={<SearchField />}
      actions={
        <>
          <HeaderIconLink href="/favorites/" label="Избранное" icon={HeartIcon} />
          <HeaderIconLink href="/basket/" label="Корзина" icon={BagIcon} />
          <HeaderIconLink href="/personal/main/" label="Профиль" icon={UserIcon} />
        </>
      }
      nav={<HeaderNav links={mainNav(tenant)} />}
    />
  );
}
