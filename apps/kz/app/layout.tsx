import { body } from '@ornament/ui-kit/styles/global';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { fontVariables } from '../src/fonts';
import { fontStacks } from './fonts.css';
import { storefront } from '../src/tenant';

const { tenant, Header, Footer } = storefront;

export const metadata: Metadata = {
  title: { default: `${tenant.shopName} — ювелирный интернет-магазин`, template: `%s | ${tenant.shopName}` },
  description: 'Ювелирные украшения из золота и серебра с бриллиантами и драгоценными камнями.',
};

export const viewport: Viewport = { themeColor: '#FFFFFF', colorScheme: 'light' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru" className={`${storefront.themeClass} ${fontVariables} ${fontStacks}`}>
      <body className={body}>
        <Header tenant={tenant} />
        <main id="main">{children}</main>
        <Footer tenant={tenant} />
      </body>
    </html>
  );
}
