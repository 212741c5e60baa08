import { contextTenantOf, ShellNotices, ShellProviders } from '@ornament/shell';
import { body } from '@ornament/ui-kit/styles/global';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { serverApiClient } from '../src/api';
import { env } from '../src/env';
import { fontVariables } from '../src/fonts';
import { fontStacks } from './fonts.css';
import { storefront } from '../src/tenant';

const { tenant, Header, Footer } = storefront;

export const metadata: Metadata = {
  title: { default: `${tenant.shopName} — украшения с бриллиантами`, template: `%s | ${tenant.shopName}` },
  description: 'Украшения с бриллиантами: кольца, серьги, подвески с сертификатом подлинности.',
};

export const viewport: Viewport = { themeColor: '#FFFFFF', colorScheme: 'light' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const client = await serverApiClient();
  return (
    <html lang="ru" className={`${storefront.themeClass} ${fontVariables} ${fontStacks}`}>
      <body className={body}>
        <ShellProviders tenant={contextTenantOf(tenant)}>
          <Header tenant={tenant} client={client} />
          <main id="main">{children}</main>
          <Footer tenant={tenant} />
          <ShellNotices client={client} errorDsn={env.ERROR_DSN} />
        </ShellProviders>
      </body>
    </html>
  );
}
