import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { type NextConfig } from 'next';

const isProduction = process.env.NODE_ENV === 'production';

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

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The spec's URLs end with a slash (/jewelry-catalog/).
  trailingSlash: true,
  reactStrictMode: true,
  transpilePackages: ['@ornament/ui-kit', '@ornament/shell', '@ornament/catalog', '@ornament/analytics'],
  images: { unoptimized: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

export default withVanillaExtract(nextConfig);
