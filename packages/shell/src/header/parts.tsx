import type { Tenant } from '@ornament/domain';
import { Logo, PhoneIcon, VisuallyHidden } from '@ornament/ui-kit';
import * as styles from './header.css';

/** The wordmark as the link home; its name starts with the wordmark it shows (WCAG 2.5.3, label in name). */
export function HomeLogo({ tenant, size }: { tenant: Pick<Tenant, 'wordmark' | 'wordmarkSuffix'>; size?: number }) {
  const shown = tenant.wordmarkSuffix ? `${tenant.wordmark} ${tenant.wordmarkSuffix}` : tenant.wordmark;
  return (
    <a href="/" aria-label={`${shown} — на главную`}>
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
