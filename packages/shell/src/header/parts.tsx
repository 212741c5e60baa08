import { shellMessages, type Tenant } from '@ornament/domain';
import { Badge, Button, CatalogIcon, type IconComponent, Logo, PhoneIcon, PinIcon, SearchIcon, VisuallyHidden } from '@ornament/ui-kit';
import * as styles from './header.css';

/** The wordmark as the link home. */
export function HomeLogo({ tenant, size }: { tenant: Pick<Tenant, 'wordmark' | 'wordmarkSuffix' | 'shopName'>; size?: number }) {
  return (
    <a href="/" aria-label={`${tenant.shopName} — на главную`}>
      <Logo wordmark={tenant.wordmark} suffix={tenant.wordmarkSuffix} size={size} />
    </a>
  );
}

/** An icon link with an optional counter (favourites, basket) capped at 99+. */
export function HeaderIconLink({ href, label, icon: Icon, count }: { href: string; label: string; icon: IconComponent; count?: number }) {
  return (
    <a className={styles.iconLink} href={href}>
      <Icon size={24} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {count ? <Badge count={count} floating /> : null}
    </a>
  );
}

/** The current city; becomes the city-modal button with the shell issue. */
export function CityLabel({ name }: { name: string }) {
  return (
    <span className={styles.city}>
      <PinIcon size={16} />
      {name}
    </span>
  );
}

export function PhoneLink({ phone }: { phone: Tenant['phone'] }) {
  return (
    <a className={styles.phone} href={`tel:${phone.tel}`}>
      {phone.display}
    </a>
  );
}

export function PhoneIconLink({ phone }: { phone: Tenant['phone'] }) {
  return (
    <a className={`${styles.iconLink} ${styles.hideBelowWide}`} href={`tel:${phone.tel}`}>
      <PhoneIcon size={22} />
      <VisuallyHidden>{phone.display}</VisuallyHidden>
    </a>
  );
}

export function CatalogButton({ href, label = 'Каталог' }: { href: string; label?: string }) {
  return (
    <Button href={href} size="s">
      <CatalogIcon size={18} />
      {label}
    </Button>
  );
}

/** A plain search form (works without script); the shell issue adds suggestions and the search route. */
export function SearchField({ action = '/products-search/' }: { action?: string }) {
  return (
    <form className={styles.search} role="search" action={action} method="get">
      <SearchIcon size={18} />
      <input className={styles.searchInput} type="search" name="q" placeholder={shellMessages.searchPlaceholder} aria-label={shellMessages.searchPlaceholder} />
    </form>
  );
}
