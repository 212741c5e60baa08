// The Next.js config every storefront shares: security headers, slash-ended URLs and the
// vanilla-extract plugin. Plain JavaScript, so next.config.ts can load it without a TypeScript step.
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

/** @param {boolean} isProduction */
function securityHeaders(isProduction) {
  // Catalogue and product pages stay cacheable, so they carry no per-request nonce; Next's inline
  // bootstrap scripts therefore need 'unsafe-inline' in script-src (personal pages get nonces later,
  // see README "Security"). Everything else is locked to our own origin.
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
  ];
}

/** @param {import('./storefront').StorefrontNextOptions} options */
export function storefrontNextConfig({ transpilePackages }) {
  const headers = securityHeaders(process.env.NODE_ENV === 'production');

  /** @type {import('next').NextConfig} */
  const nextConfig = {
    poweredByHeader: false,
    // The spec's URLs end with a slash (/jewelry-catalog/).
    trailingSlash: true,
    reactStrictMode: true,
    transpilePackages: [...transpilePackages],
    images: { unoptimized: true },
    async headers() {
      return [{ source: '/:path*', headers }];
    },
  };

  const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

  return withVanillaExtract(nextConfig);
}
