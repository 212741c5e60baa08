import type { Tenant } from '@ornament/domain';
import { Logo, PhoneIcon, VisuallyHidden } from '@ornament/ui-kit';
import * as styles from './header.css';

/** The wordmark as the link home. */
export function HomeLogo({ tenant, size }: { tenant: Pick<Tenant, 'wordmark' | 'wordmarkSuffix' | 'shopName'>; size?: number }) {
  return (
    <a href="/" aria-label={`${tenant.shopName} — на главную`}>
      <Logo wordmark={tenant.wordmark} suffix={tenant.wordmarkSuffix} size={size} />
    </a>
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
