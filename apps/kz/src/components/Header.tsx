import { defaultCityOf, type Tenant } from '@ornament/domain';
import { CatalogButton, CityLabel, HeaderBar, HeaderIconLink, HeaderNav, HomeLogo, PhoneLink, SearchField } from '@ornament/shell';
import { BagIcon, HeartIcon, UserIcon } from '@ornament/ui-kit';
import { mainNav } from './navigation';

/** The Kazakhstan header: ORNAMENT with 'Казахстан', the KZ phone and a link to the Russian site. */
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
          {tenant.links.otherCountrySite ? (
            <a href={tenant.links.otherCountrySite.url} hrefLang="ru-RU">
              {tenant.links.otherCountrySite.label}
            </a>
          ) : null}
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
