import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import { body } from '@ornament/ui-kit/styles/global';
import type { Metadata, Viewport } from 'next';
import type { ComponentType, ReactNode } from 'react';
import { bottomSpacer } from '../menus/menus.css';
import { ShellNotices } from '../notices/ShellNotices';
import { contextTenantOf } from '../providers/contextTenant';
import { ShellProviders } from '../providers/ShellProviders';

export interface HeaderProps {
  tenant: Tenant;
  client: ApiClient;
  /**
   * Whether the page is one of the basket's (the cached basket variant), whose header is reduced;
   * only then does the reduced header go into the page's payload.
   */
  basketPages?: boolean;
  /** Only the reduced header (wordmark, phone, profile): the 404 outside the segment layouts. */
  reduced?: boolean;
}

/** What the root layout takes from an app's storefront config (`src/tenant.ts`). */
export interface LayoutStorefront {
  tenant: Tenant;
  themeClass: string;
  Header: ComponentType<HeaderProps>;
  Footer: ComponentType<{ tenant: Tenant }>;
}

/**
 * The shop's title template and description; pages set their own titles into it. The host makes
 * the pages' canonical links absolute, as search engines and Lighthouse's SEO audit expect.
 */
export function storefrontMetadata(tenant: Pick<Tenant, 'shopName' | 'host'>, tagline: string, description: string): Metadata {
  return { metadataBase: new URL(`https://${tenant.host}`), title: { default: `${tenant.shopName} — ${tagline}`, template: `%s | ${tenant.shopName}` }, description };
}

/** Always light (spec 1 §4). */
export const storefrontViewport: Viewport = { themeColor: '#FFFFFF', colorScheme: 'light' };

export interface StorefrontLayoutProps {
  storefront: Pick<LayoutStorefront, 'tenant' | 'themeClass' | 'Footer'>;
  /** The storefront's public API client (the auth banner's content area): the root layout reads no cookies. */
  client: ApiClient;
  /** The app's error-reporting DSN (server env), handed to the browser's reporter. */
  errorDsn?: string | undefined;
  /** The app's font classes (next/font/local must be called in the app itself). */
  fontClassName: string;
  /** The session's client leaf (the app passes @ornament/auth-modal's host): inside the providers, outside <main>. */
  session?: ReactNode;
  children: ReactNode;
}

/**
 * Every storefront's root: theme and fonts, client providers, content, footer, notices. It is the
 * same for every shopper; the header and <main> come from the segment layouts below it
 * (`StorefrontFrame`), which know whose page it is: the cached tree's variant or a personal page's cookies.
 */
export function StorefrontLayout({ storefront, client, errorDsn, fontClassName, session, children }: StorefrontLayoutProps) {
  const { tenant, Footer } = storefront;
  return (
    <html lang="ru" className={`${storefront.themeClass} ${fontClassName}`}>
      <body className={body}>
        <ShellProviders tenant={contextTenantOf(tenant)}>
          {children}
          <Footer tenant={tenant} />
          {/* Keeps the page's end clear of the fixed mobile bottom bar. */}
          <div className={bottomSpacer} aria-hidden="true" />
          <ShellNotices client={client} errorDsn={errorDsn} />
          {session}
        </ShellProviders>
      </body>
    </html>
  );
}

export interface StorefrontFrameProps {
  storefront: Pick<LayoutStorefront, 'tenant' | 'Header'>;
  /** The page's API client: the public one in the cached tree, the shopper's on personal pages. */
  client: ApiClient;
  basketPages?: boolean;
  children: ReactNode;
}

/** The header over the page's content: in `app/[variant]/layout.tsx` and `app/(personal)/layout.tsx`. */
export function StorefrontFrame({ storefront: { tenant, Header }, client, basketPages, children }: StorefrontFrameProps) {
  return (
    <>
      <Header tenant={tenant} client={client} basketPages={basketPages} />
      <main id="main">{children}</main>
    </>
  );
}
