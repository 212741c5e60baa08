import type { Phone, Tenant } from '@ornament/domain';
import type { ReactNode } from 'react';
import { HeaderBar, type HeaderLayout } from './HeaderBar';
import { HeaderFrame } from './HeaderFrame';
import { ProfileLink } from './actions';
import { HomeLogo, PhoneLink } from './parts';

/**
 * The basket's reduced header (spec 1 §2, page type basket): the wordmark home, the phone and the
 * profile; no search, catalogue or section links to lead the shopper away from checkout.
 */
export function BasketHeader({ tenant, phone = tenant.phone, layout, logoSize }: { tenant: Tenant; phone?: Phone; layout: HeaderLayout; logoSize: number }) {
  return (
    <HeaderBar
      layout={layout}
      logo={<HomeLogo tenant={tenant} size={logoSize} />}
      actions={
        <>
          <PhoneLink phone={phone} />
          <ProfileLink />
        </>
      }
    />
  );
}

/**
 * Only the reduced header in its frame: the 404 outside the segment layouts. A server component, so
 * it adds nothing to the client bundle HeaderFrame is in.
 */
export function ReducedHeaderFrame({ catalogPrefix, children }: { catalogPrefix: string; children: ReactNode }) {
  return (
    <HeaderFrame tenant={{ catalogPrefix }} pageType="basket" basket={children}>
      {null}
    </HeaderFrame>
  );
}
