import { AuthHost } from '@ornament/auth-modal/host';
import { BasketCounter } from '@ornament/checkout/basket/counter';
import { MessagingHost } from '@ornament/messaging/host';
import { StorefrontLayout, storefrontMetadata, storefrontViewport } from '@ornament/shell';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { publicApiClient } from '../src/api';
import { env } from '../src/env';
import { fontVariables } from '../src/fonts';
import { storefront } from '../src/tenant';
import { fontStacks } from './fonts.css';

export const metadata: Metadata = storefrontMetadata(storefront.tenant, 'украшения с бриллиантами', 'Украшения с бриллиантами: кольца, серьги, подвески с сертификатом подлинности.');

export const viewport: Viewport = storefrontViewport;

// The same for every shopper (it reads no cookies): the header comes from [variant]/ and (personal)/.
export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <StorefrontLayout
      storefront={storefront}
      client={await publicApiClient()}
      errorDsn={env.ERROR_DSN}
      fontClassName={`${fontVariables} ${fontStacks}`}
      session={
        <>
          <AuthHost country={storefront.tenant.country} />
          <BasketCounter />
          <MessagingHost live={false} />
        </>
      }
    >
      {children}
    </StorefrontLayout>
  );
}
