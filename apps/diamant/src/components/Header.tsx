import { defaultCityOf, type Tenant } from '@ornament/domain';
import { CityLabel, HeaderBar, HeaderIconLink, HeaderNav, HomeLogo, PhoneIconLink, PhoneLink, SearchField } from '@ornament/shell';
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from '@ornament/ui-kit';
import { diamantNav } from './navigation';

/** The diamond brand's header: DIAMANT centred in the serif, spaced capitals for the brand links. */
export function Header({ tenant }: { tenant: Tenant }) {
  const catalogHref = `/${tenant.catalogPrefix}/`;
  return (
    <HeaderBar
      layout="centered"
      logo={<HomeLogo tenant={tenant} size={30} />}
      city={<CityLabel name={defaultCityOf(tenant.country).name} />}
      topLinks={<a href={tenant.deliveryTermsPath}>Доставка и оплата</a>}
      phone={<PhoneLink phone={tenant.phone} />}
      catalogButton={<HeaderIconLink href={catalogHref} label="Каталог" icon={MenuIcon} />}
      search={<SearchField />}
      actions={
        <>
          <PhoneIconLink phone={tenant.phone} />
          <HeaderIconLink href="/favorites/" label="Избранное" icon={HeartIcon} />
          <HeaderIconLink href="/basket/" label="Корзина" icon={BagIcon} />
          <HeaderIconLink href="/personal/main/" label="Профиль" icon={UserIcon} />
        </>
      }
      nav={<HeaderNav links={[{ label: 'Каталог', href: catalogHref }, ...diamantNav]} layout="centered" caps />}
    />
  );
}
