import type { ApiClient } from '@ornament/api-client';
import { Suspense } from 'react';
import { PageViews } from '../analytics/PageViews';
import { AuthBannerSlot } from './AuthBannerSlot';
import { ClientNotices } from './ClientNotices';
import type { NoticePageType } from './noticeRules';

export interface ShellNoticesProps {
  /** The request's server api client (the banner's content area is read with it). */
  client: ApiClient;
  /** Fixes the page type; by default the client leaves follow the current path. */
  pageType?: NoticePageType;
  /** The app's error DSN (server env), handed to the browser's error reporter. */
  errorDsn?: string | undefined;
}

/**
 * The shell's cross-cutting pieces for the root layout (spec 1 §4, §8, §9): page views and error
 * reporting, the guest auth banner, the old-browser modal, the VPN toast and the first-visit A/B call.
 * Server-rendered where it can be; the client parts are small leaves.
 */
export function ShellNotices({ client, pageType, errorDsn }: ShellNoticesProps) {
  return (
    <>
      <PageViews errorDsn={errorDsn} pageType={pageType} />
      {/* Streams in after the page; the banner is fixed-position, so nothing shifts. */}
      <Suspense fallback={null}>
        <AuthBannerSlot client={client} pageType={pageType} />
      </Suspense>
      <ClientNotices />
    </>
  );
}
