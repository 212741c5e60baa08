import type { Tenant } from '@ornament/domain';
import { HeaderBar, type HeaderLayout } from './HeaderBar';
import { ProfileLink } from './actions';
import { HomeLogo, PhoneLink } from './parts';

/**
 * The basket's reduced header (spec 1 §2, page type basket): the wordmark home, the phone and the
 * profile; no search, catalogue or section links to lead the shopper away from checkout.
 */
export function BasketHeader({ tenant, layout, logoSize }: { tenant: Tenant; layout: HeaderLayout; logoSize: number }) {
  return (
    <HeaderBar
      layout={layout}
      logo={<HomeLogo tenant={tenant} size={logoSize} />}
      actions={
        <>
          <PhoneLink phone={tenant.phone} />
          <ProfileLink />
        </>
      }
    />
  );
}
